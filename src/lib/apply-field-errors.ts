import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "../shared/forms/api";
import { isFieldName } from "../shared/forms/field-errors";

/**
 * Puts the server's per-field error codes beside the fields, where the form's own errors go; the
 * form words each code in its language. The first such field gets the focus, as it does for the
 * form's own errors, so a screen reader reads its error out.
 */
export function applyFieldErrors<T extends FieldValues>(
  fieldErrors: FieldErrors | undefined,
  setError: UseFormSetError<T>,
) {
  // Only a field the form shows can take the focus (not Google's distance, say).
  const first = Object.keys(fieldErrors ?? {}).find(isFieldName);
  for (const [field, message] of Object.entries(fieldErrors ?? {})) {
    setError(field as Path<T>, { type: "server", message }, { shouldFocus: field === first });
  }
}
