import type { ApiErrorCode, ApiFailure, FieldErrors } from "../../src/shared/forms/api";
import { maxLength } from "../../src/shared/forms/field-limits";
import { mostUnitsPerLetter } from "../../src/shared/text";

const jsonHeaders = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { ...jsonHeaders, ...headers } });
}

/** Why a request was refused, before it is answered as JSON or as a page: codes, never words. */
export interface Problem {
  status: number;
  code: ApiErrorCode;
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
}

export interface ProblemOptions {
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
}

export function problem(status: number, code: ApiErrorCode, options: ProblemOptions = {}): Problem {
  return { status, code, ...options };
}

/**
 * A problem as JSON: a code (and a code per field), never words. The page, and the HTML pages for
 * forms posted without JavaScript (form-pages.ts), say them in the visitor's language.
 */
export function problemJson({ status, code, fieldErrors, retryAfterSeconds, headers }: Problem) {
  const error: ApiFailure["error"] = { code };
  if (fieldErrors) error.fieldErrors = fieldErrors;
  if (retryAfterSeconds !== undefined) error.retryAfterSeconds = retryAfterSeconds;
  return json(status, { ok: false, error } satisfies ApiFailure, headers);
}

/** Every failure the functions give as JSON. */
export function failure(status: number, code: ApiErrorCode, options: ProblemOptions = {}) {
  return problemJson(problem(status, code, options));
}

/**
 * The largest body an honest form sends, and some room: every typed field at its length limit
 * in letters, each letter as many code units as a limit allows (a conjunct is several), each
 * three bytes in UTF-8 (Tamil, Malayalam, Telugu and Kannada letters are) and each byte written
 * as a three-character %XX escape when the browser posts the form without script.
 */
export const maxBodyBytes =
  Object.values(maxLength).reduce((sum, length) => sum + length, 0) * mostUnitsPerLetter * 3 * 3 +
  2048;

/**
 * A body as the page sends it: JSON from the script, or the form's own fields
 * (`application/x-www-form-urlencoded`) when the browser posts the form itself, without script.
 */
export type Body = { format: "json"; value: unknown } | { format: "form"; value: URLSearchParams };

type BodyResult = ({ ok: true } & Body) | { ok: false; problem: Problem };

const bodyTypes = {
  json: /^application\/json\s*(;|$)/i,
  form: /^application\/x-www-form-urlencoded\s*(;|$)/i,
};

/** A charset the type names, if any ("utf-8" from `application/json; charset="UTF-8"`). */
const charsetOf = (type: string) =>
  /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1]?.toLowerCase();

/**
 * The body's format by its Content-Type, or null for one the functions do not take: also a
 * charset other than UTF-8, which reading as UTF-8 would mangle ("José" stored as "Jos�").
 */
export function bodyFormat(request: Request): Body["format"] | null {
  const type = request.headers.get("content-type") ?? "";
  const charset = charsetOf(type);
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return null;
  if (bodyTypes.json.test(type)) return "json";
  if (bodyTypes.form.test(type)) return "form";
  return null;
}

/**
 * Reads a JSON or form body of at most `limit` bytes. The declared Content-Length is checked
 * first, and the stream is cut off at the limit anyway, so a lying or missing header cannot make
 * the function buffer a huge body.
 */
export async function readBody(
  request: Request,
  limit: number = maxBodyBytes,
): Promise<BodyResult> {
  const format = bodyFormat(request);
  if (format === null) {
    return {
      ok: false,
      problem: problem(415, "unsupported_media_type"),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    problem: problem(413, "too_large"),
  });
  if (Number(request.headers.get("content-length") ?? 0) > limit) return tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (format === "form") return { ok: true, format, value: new URLSearchParams(text) };
  try {
    return { ok: true, format, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: problem(400, "bad_json") };
  }
}
