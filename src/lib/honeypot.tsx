import type { Ref } from "react";
import { honeypotField } from "../shared/forms/fields";

/**
 * A field people never see or reach. Bots fill every input they find, so a value here marks the
 * submission as spam; the server answers it like a success and keeps nothing.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this empty
        <input ref={inputRef} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
