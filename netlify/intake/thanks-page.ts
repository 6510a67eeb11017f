import { createHmac } from "node:crypto";
import type { CommonFields, EnquiryKind } from "../kinds/enquiry-kind";
import { findEnquiryRow, readEnquiry, type EnquiryRow } from "../kinds/stored-enquiry";
import { errorWords } from "../platform/alerts";
import type { Db } from "../platform/db";
import { htmlResponse } from "../platform/html-page";
import { thanksEnquiryId, thanksParam } from "./thanks-link";
import { pageLanguage } from "./page-language";
import { languageOr } from "../../src/shared/i18n/languages";

/** The thank-you link's token, where the request is one (GET ?thanks=…). */
export function thanksToken(request: Request): string | null {
  return request.method === "GET" ? new URL(request.url).searchParams.get(thanksParam) : null;
}

/** The key a caught bot's thank-you link is signed with (derived from the real links' key). */
export const decoyKeyOf = (thanksKey: Buffer) =>
  createHmac("sha256", thanksKey).update("decoy thank-you links").digest();

/**
 * GET ?thanks=<token>: the thank-you page a form post was sent on to, in the passenger's
 * language, repeating what the kind confirms (a booking's trip) and when to expect the call.
 * A caught bot's link gets the same page without trip lines, so it cannot tell it was caught.
 */
export async function thanksPage<Parsed, Fields extends CommonFields>(
  kind: EnquiryKind<Parsed, Fields>,
  deps: { db: Db; thanksKey: Buffer; escalateAfterMinutes: number },
  request: Request,
  token: string,
): Promise<Response> {
  const [{ renderThanksPage }, { formMessagesFor }] = await Promise.all([
    import("./form-pages"),
    import("../../src/shared/i18n/form-messages-for"),
  ]);
  const id = thanksEnquiryId(deps.thanksKey, kind.name, token);
  let row: EnquiryRow | null;
  try {
    row = id === null ? null : await findEnquiryRow(deps.db, kind.table, { id });
  } catch (error) {
    // A good link is made only once its enquiry is stored: say so, never "not saved", which
    // would send the passenger to book again. The reason names no value (only the id was sent).
    console.error(`A thank-you page could not read its ${kind.name}: ${errorWords(error)}`);
    return htmlResponse(
      503,
      renderThanksPage({ kind: kind.name, language: pageLanguage(request), notShownNow: true }),
      { "Retry-After": "30" },
    );
  }
  if (!row) {
    const decoy = thanksEnquiryId(decoyKeyOf(deps.thanksKey), kind.name, token) !== null;
    return htmlResponse(
      decoy ? 200 : 404,
      renderThanksPage({
        kind: kind.name,
        language: pageLanguage(request),
        enquiry: decoy ? kind.decoy(deps.escalateAfterMinutes) : undefined,
      }),
    );
  }
  const enquiry = readEnquiry(kind, row);
  const language = languageOr(enquiry.language);
  if (row.anonymised_at) {
    const { reference, callBackWithinMinutes } = kind.accepted(enquiry, deps.escalateAfterMinutes);
    return htmlResponse(
      200,
      renderThanksPage({
        kind: kind.name,
        language,
        enquiry: { reference, callBackWithinMinutes, removed: true },
      }),
    );
  }
  return htmlResponse(
    200,
    renderThanksPage({
      kind: kind.name,
      language,
      enquiry: {
        ...kind.accepted(enquiry, deps.escalateAfterMinutes),
        phone: enquiry.phone,
        summary: kind.summary?.(enquiry, formMessagesFor(language)) ?? [],
      },
    }),
  );
}
