import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "../shared/api";

/** Shows the server's per-field errors beside the fields, as the form's own errors are. */
export function applyFieldErrors<T extends FieldValues>(
  fieldErrors: FieldErrors | undefined,
  setError: UseFormSetError<T>,
) {
  for (const [field, message] of Object.entries(fieldErrors ?? {})) {
    setError(field as Path<T>, { type: "server", message });
  }
}
