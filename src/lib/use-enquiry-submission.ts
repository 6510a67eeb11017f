import { useRef } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import type { ApiFailure } from "../shared/api";
import { honeypotField } from "../shared/fields";
import { applyFieldErrors } from "./apply-field-errors";
import { createIdempotencyKeys, postEnquiry } from "./post-enquiry";

/**
 * What both forms do with a valid submission: add the honeypot's value, send it with an
 * Idempotency-Key that survives retries of the same values, and on failure log it and put the
 * server's field errors (codes, which the form words) beside the fields. Returns the answer.
 */
export function useEnquirySubmission<Accepted extends { ok: true }>(
  path: string,
  retryDelaysMs: readonly number[],
) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const keys = useRef(createIdempotencyKeys()).current;

  async function submit<Values extends FieldValues>(
    values: object,
    setError: UseFormSetError<Values>,
  ): Promise<Accepted | ApiFailure> {
    const payload = { ...values, [honeypotField]: honeypotRef.current?.value ?? "" };
    const answer = await postEnquiry<Accepted>(path, payload, keys.keyFor(payload), retryDelaysMs);
    if (answer.ok) {
      keys.forget();
      return answer;
    }
    console.error(`Not sent to ${path}:`, answer.error.code);
    applyFieldErrors(answer.error.fieldErrors, setError);
    return answer;
  }

  return { honeypotRef, submit };
}
