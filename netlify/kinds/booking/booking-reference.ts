import { randomInt } from "node:crypto";

// No 0/O, 1/I/L, 5/S, 8/B: a reference is read out over the phone and typed back.
const alphabet = "2345679ACDEFGHJKMNPQRTUVWXYZ";
const length = 6;

/** e.g. DT-7K3Q9X: 28⁶ ≈ 480 million references; a clash is retried by the handler. */
export function newBookingReference(): string {
  let code = "";
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return `DT-${code}`;
}
