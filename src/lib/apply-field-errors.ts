import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "../shared/forms/api";

/**
 * Puts the server's per-field error codes beside the fields, where the form's own errors go; the
 * form words each code in its language. The first such field gets the focus, as it does for the
 * form's own errors, so a screen reader reads its error out.
 */
export function applyFieldErrors<T extends FieldValues>(
  fieldErrors: FieldErrors | undefined,
  setError: UseFormSetError<T>,
) {
  Object.entries(fieldErrors ?? {}).forEach(([field, message], index) => {
    setError(field as Path<T>, { type: "server", message }, { shouldFocus: index === 0 });
  });
}
