import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "../shared/forms/api";

/**
 * Puts the server's per-field error codes beside the fields, where the form's own errors go; the
 * form words each code in its language.
 */
export function applyFieldErrors<T extends FieldValues>(
  fieldErrors: FieldErrors | undefined,
  setError: UseFormSetError<T>,
) {
  for (const [field, message] of Object.entries(fieldErrors ?? {})) {
    setError(field as Path<T>, { type: "server", message });
  }
}
