import type { ParsedMail } from "mailparser";
import { createClaimHandler } from "../../netlify/claims/claim-handler";
import { enquiryKinds } from "../../netlify/kinds/registry";
import type { HandlerDeps } from "../../netlify/intake/enquiry-handler";
import { requestContext } from "./enquiry-harness";

const handleClaim = createClaimHandler(enquiryKinds);

/** Whom a captured mail went to. */
export const addressOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/**
 * The personal claim link in the mail an operator received ("Who has it" once it is taken, "Mark
 * reached, or hand back" in the holder's reminder).
 */
export function linkIn(mails: ParsedMail[], email: string): string {
  const mail = mails.find((candidate) => addressOf(candidate) === email);
  const match =
    /(?:I'll call \(tells the others\)|Who has it|Mark reached, or hand back): (\S+)/.exec(
      mail?.text ?? "",
    );
  if (!match?.[1]) throw new Error(`no claim link in the mail to ${email}`);
  return match[1];
}

/** The hidden fields of the button for `action` on a claim page, as its form sends them. */
function formFields(html: string, action: string): Record<string, string> {
  const form = [...html.matchAll(/<form[^>]*>(.*?)<\/form>/gs)]
    .map((match) => match[1]!)
    .find((inner) => inner.includes(`name="action" value="${action}"`));
  if (!form) throw new Error(`no "${action}" button on the page`);
  return Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((field) => [
      field[1]!,
      field[2]!,
    ]),
  );
}

/**
 * Opens a claim link as the operator's phone would, or presses one of its page's buttons and
 * follows the answer's redirect to the page shown after it. `from`: the page (as a tab shows it)
 * whose button is pressed, with every field its form sends; without it, the link's token alone.
 */
export async function openClaimLink(
  deps: HandlerDeps,
  link: string,
  action?: "claim" | "called" | "not_called" | "release",
  from?: string,
) {
  const url = new URL(link);
  const context = requestContext();
  const fields: Record<string, string> = !action
    ? {}
    : from
      ? formFields(from, action)
      : { action };
  const request = action
    ? new Request(`${url.origin}/claim`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ t: url.searchParams.get("t")!, ...fields }).toString(),
      })
    : new Request(link);
  const response = await handleClaim(deps, request, context);
  await context.settled();
  if (action && response.status === 303) {
    // A press answers with the enquiry's page to go to, which the browser then opens.
    const page = new Request(new URL(response.headers.get("Location")!, url.origin));
    const shown = await handleClaim(deps, page, requestContext());
    return { status: shown.status, html: await shown.text(), headers: shown.headers };
  }
  return { status: response.status, html: await response.text(), headers: response.headers };
}
