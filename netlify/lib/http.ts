import type { ApiErrorCode, ApiFailure, FieldErrors } from "../../src/shared/api";

const jsonHeaders = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { ...jsonHeaders, ...headers } });
}

/**
 * Every failure the functions give: a code (and a code per field), never words. The page, and the
 * HTML pages for forms posted without JavaScript, say them in the visitor's language.
 */
export function failure(
  status: number,
  code: ApiErrorCode,
  options: {
    fieldErrors?: FieldErrors;
    retryAfterSeconds?: number;
    headers?: Record<string, string>;
  } = {},
) {
  const error: ApiFailure["error"] = { code };
  if (options.fieldErrors) error.fieldErrors = options.fieldErrors;
  if (options.retryAfterSeconds !== undefined) error.retryAfterSeconds = options.retryAfterSeconds;
  return json(status, { ok: false, error } satisfies ApiFailure, options.headers);
}

export const maxBodyBytes = 16 * 1024;

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON body of at most `limit` bytes. The declared Content-Length is checked first, and
 * the stream is cut off at the limit anyway, so a lying or missing header cannot make the
 * function buffer a huge body.
 */
export async function readJsonBody(
  request: Request,
  limit: number = maxBodyBytes,
): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return {
      ok: false,
      response: failure(415, "unsupported_media_type"),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: failure(413, "too_large"),
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
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
  } catch {
    return { ok: false, response: failure(400, "bad_json") };
  }
}
