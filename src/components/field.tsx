import { useId, type ReactElement, type ReactNode } from "react";
import { cloneElement } from "react";

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /**
   * Read the error out as it appears: for one that a choice elsewhere can bring (a car too small
   * for the passengers), which no focus change would announce.
   */
  liveError?: boolean;
  /** The input, select or textarea; it gets its id and ARIA wiring from here. */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled form control with its error beside it. The error is tied to the control with
 * aria-describedby so a screen reader reads it when the control gets focus.
 */
export function Field({ label, error, hint, liveError = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const errorLine = error && (
    <p className="field__error" id={errorId}>
      {error}
    </p>
  );
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {liveError ? (
        // A live region is heard only when it was there before its words changed.
        <div aria-live="polite">{errorLine}</div>
      ) : (
        errorLine
      )}
    </div>
  );
}
