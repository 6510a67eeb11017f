import type { FieldErrorValues } from "../../src/shared/i18n/messages";
import type { Language } from "../../src/shared/i18n/languages";
import { bodyFormat, json, problem, problemJson, type Problem } from "../platform/http";
import { htmlResponse } from "../platform/html-page";
import { thanksPath } from "./thanks-link";
import { pageLanguage } from "./page-language";
import { decoyKeyOf } from "./thanks-page";
import type { Accepted, CommonFields, EnquiryKind } from "../kinds/enquiry-kind";
import { readEnquiry, type EnquiryRow } from "../kinds/stored-enquiry";

/**
 * The pages a form posted without script is answered with carry every language's words: they
 * are loaded for such a post only, never on the cold path of the script's JSON.
 */
const formPages = () => import("./form-pages");

/**
 * How one request is answered: a form the browser posted itself with pages (a 303 to its
 * thank-you page, or a page listing the problems in the passenger's language), the script's
 * JSON with JSON (201, or a problem of codes the page words itself).
 */
export function answersFor<Parsed, Fields extends CommonFields>(
  request: Request,
  kind: EnquiryKind<Parsed, Fields>,
  deps: { thanksKey: Buffer; escalateAfterMinutes: number },
) {
  const asPage = bodyFormat(request) === "form";
  const accept = (answer: Accepted, key: Buffer): Response => {
    if (!asPage) return json(201, answer);
    return new Response(null, {
      status: 303,
      headers: {
        Location: thanksPath(new URL(request.url).pathname, key, kind.name, answer.id),
        "Cache-Control": "no-store",
      },
    });
  };
  const said: { language: Language; values: FieldErrorValues } = {
    language: pageLanguage(request),
    values: {},
  };
  return {
    /** From here on the pages speak the form's language and quote what it said. */
    heard(language: Language, values: FieldErrorValues) {
      Object.assign(said, { language, values });
    },
    async refuse(refusal: Problem): Promise<Response> {
      if (!asPage) return problemJson(refusal);
      const { renderProblemPage } = await formPages();
      return htmlResponse(
        refusal.status,
        renderProblemPage(refusal, said.language, said.values),
        refusal.headers,
      );
    },
    /** A stored enquiry (this request's, or the one it repeats): its 201 or its thank-you page. */
    accepted(row: EnquiryRow): Response {
      const answer = kind.accepted(readEnquiry(kind, row), deps.escalateAfterMinutes);
      return accept(answer, deps.thanksKey);
    },
    /**
     * A bot caught by the honeypot: a believable success, nothing stored. Its thank-you link is
     * signed with a key of its own: it looks like any other, and its page tells nothing.
     */
    decoy(): Response {
      console.warn(`Honeypot filled on ${kind.name}: answered as success, nothing stored.`);
      return accept(kind.decoy(deps.escalateAfterMinutes), decoyKeyOf(deps.thanksKey));
    },
  };
}

/**
 * A form function's answer when it cannot serve at all (a configuration it refuses): the
 * call-us page to a browser (a form posted without script, a thank-you link), the JSON problem
 * to the page's script, which shows its own call-us fallback.
 */
export async function unavailableAnswer(request: Request): Promise<Response> {
  const refusal = problem(503, "unavailable", { headers: { "Retry-After": "30" } });
  if (bodyFormat(request) !== "form" && request.method !== "GET") return problemJson(refusal);
  const { renderProblemPage } = await formPages();
  return htmlResponse(503, renderProblemPage(refusal, pageLanguage(request)), refusal.headers);
}
