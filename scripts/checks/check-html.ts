/**
 * npm run check:html (part of npm test, after the build): the Nu Html Checker (W3C's validator,
 * the vnu-jar package) on every page a visitor or an operator can reach, which must have 0
 * errors:
 * - every HTML file of the built site (dist/), route pages included as they are added;
 * - the pages the functions render: the no-script thank-you and problem pages in each language,
 *   the claim page in each of its states and its refusals, made by the functions' own renderers;
 * - the HTML part of both operator mails, as production sends them
 *   (scripts/harness/operator-mail-samples.ts).
 * The validator runs on Java: without it this says so in one loud line and passes, except under
 * CI, where it fails.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { simpleParser } from "mailparser";
import {
  renderClaimPage,
  renderEraseConfirmPage,
  renderRefusedPage,
  renderRemovedPage,
  type ClaimPageState,
} from "../../netlify/claims/claim-page";
import { renderProblemPage, renderThanksPage } from "../../netlify/intake/form-pages";
import { problem } from "../../netlify/platform/http";
import { languages } from "../../src/shared/i18n/languages";
import { sampleRows, writeSampleMails } from "../harness/operator-mail-samples";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { readEnquiry } from "../../netlify/kinds/stored-enquiry";
import { repoRoot } from "./bundle-functions";
import { missingTool } from "../harness/missing-tool";

/**
 * Messages that are not mistakes, each by its exact text and where it may appear. Apple Mail's
 * colour-scheme hint is a CSS property the validator does not know; mail apps that do not know it
 * skip it, as CSS asks. The built pages' header turns solid on scroll before the script runs with
 * CSS Scroll-driven Animations (Chromium since 115, Safari since 26), newer than the validator's
 * CSS grammar; it stands inside @supports, so a browser without them never reads it.
 */
const unknownProperty = (name: string) => `CSS: “${name}”: Property “${name}” doesn't exist.`;
const accepted: { files: RegExp; message: string }[] = [
  { files: /^mail-/, message: unknownProperty("supported-color-schemes") },
  { files: /^dist\//, message: unknownProperty("animation-timeline") },
  { files: /^dist\//, message: unknownProperty("animation-range") },
];

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

if (spawnSync("java", ["-version"]).status !== 0) {
  missingTool(
    "!!! HTML CHECK SKIPPED: the Nu Html Checker needs Java. Install Debian's package: sudo apt-get install default-jre-headless",
  );
}

const dist = join(repoRoot, "dist");
const siteFiles = (await readdir(dist, { recursive: true }))
  .filter((file) => file.endsWith(".html"))
  .map((file) => join(dist, file));
if (siteFiles.length === 0) throw new Error("dist/ has no HTML: run npm run build first");

/** Each page the functions render, in every state a visitor or an operator can meet. */
async function functionPages(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const language of languages) {
    pages[`thanks-booking-${language}`] = renderThanksPage({
      kind: "booking",
      language,
      enquiry: {
        reference: "DT-4M7XJM",
        phone: "+919840012345",
        callBackWithinMinutes: 15,
        summary: ["Chennai → Madurai, Thu 26 Nov, 05:30"],
      },
    });
    pages[`thanks-contact-${language}`] = renderThanksPage({
      kind: "contact",
      language,
      enquiry: { phone: "+919840012345", callBackWithinMinutes: 15 },
    });
    pages[`thanks-gone-${language}`] = renderThanksPage({ kind: "booking", language });
    pages[`problem-fields-${language}`] = renderProblemPage(
      problem(422, "validation", { fieldErrors: { phone: "invalid", name: "required" } }),
      language,
    );
    pages[`problem-busy-${language}`] = renderProblemPage(
      problem(429, "rate_limited", { retryAfterSeconds: 60 }),
      language,
    );
  }
  // Every kind's claim page, from its sample row as the claim function reads it.
  for (const kind of enquiryKinds) {
    const enquiry = readEnquiry(kind, sampleRows[kind.name]!);
    const view = await kind.view(enquiry);
    pages[`claim-${kind.name}`] = renderClaimPage({
      title: view.subject,
      heading: view.heading,
      fields: view.fields,
      body: view.body,
      phone: enquiry.phone,
      holder: null,
      token: 'token-with-"quotes"&<angles>',
    });
  }
  const booking = readEnquiry(bookingKind, sampleRows.booking!);
  const bookingView = await bookingKind.view(booking);
  const claim: ClaimPageState = {
    title: bookingView.subject,
    heading: bookingView.heading,
    fields: bookingView.fields,
    phone: booking.phone,
    holder: null,
    token: "token",
  };
  pages["claim-unanswered"] = renderClaimPage({
    ...claim,
    unanswered: "the last alert, at 05:40 IST, went unanswered",
  });
  pages["claim-yours"] = renderClaimPage({
    ...claim,
    holder: { name: "Meena", since: "05:31 IST", isYou: true, reminder: "06:01 IST" },
    message: { text: "It is yours.", refused: false },
  });
  pages["claim-reached"] = renderClaimPage({
    ...claim,
    holder: {
      name: "Meena",
      since: "05:31 IST",
      isYou: true,
      called: "05:40 IST",
      calledStamp: 1796189400000,
    },
    message: { text: "Marked: you reached them.", refused: false },
  });
  pages["claim-taken"] = renderClaimPage({
    ...claim,
    holder: { name: "Ravi", since: "05:31 IST", isYou: false, called: "05:40 IST" },
    message: { text: "Too late: someone else has it. Do not call.", refused: true },
  });
  const reasons = ["invalid", "expired", "missing", "unavailable", "not_operator", "other_site"];
  for (const reason of reasons as Parameters<typeof renderRefusedPage>[0][]) {
    pages[`claim-refused-${reason}`] = renderRefusedPage(reason);
  }
  pages["claim-erase"] = renderEraseConfirmPage({ label: "booking DT-7K3Q92", token: "t&<" });
  pages["claim-removed"] = renderRemovedPage({
    label: "booking DT-7K3Q92",
    since: "Tue 24 Nov 2026, 05:31 IST",
    message: "Erased.",
  });
  return pages;
}

const dir = await mkdtemp(join(tmpdir(), "check-html-"));
let failures: VnuMessage[] = [];
try {
  const pages = await functionPages();
  for (const [name, message] of Object.entries(await writeSampleMails(join(dir, "outbox")))) {
    const { html } = await simpleParser(message);
    if (typeof html !== "string") throw new Error(`the ${name} mail has no HTML part`);
    pages[`mail-${name}`] = html;
  }
  await mkdir(join(dir, "pages"));
  /** Each checked file by what a reader of the report knows it as. */
  const labels = new Map(siteFiles.map((file) => [file, relative(repoRoot, file)]));
  for (const [name, html] of Object.entries(pages)) {
    const file = join(dir, "pages", `${name}.html`);
    await writeFile(file, html);
    labels.set(file, name);
  }
  const run = spawnSync(
    "java",
    [
      "-jar",
      join(repoRoot, "node_modules/vnu-jar/build/dist/vnu.jar"),
      "--format",
      "json",
      ...labels.keys(),
    ],
    { encoding: "utf8", timeout: 300_000, maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  // The report is on stderr; the exit status only says whether it holds an error.
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const labelOf = (message: VnuMessage) => labels.get(fileURLToPath(message.url)) ?? message.url;
  failures = messages.filter(
    (message) =>
      message.type !== "info" &&
      !accepted.some(
        (rule) => rule.message === message.message && rule.files.test(labelOf(message)),
      ),
  );
  for (const message of failures) {
    console.error(`${labelOf(message)}:${message.lastLine ?? "?"}: ${message.message}`);
    if (message.extract) console.error(`    ${message.extract.replace(/\s+/g, " ").trim()}`);
  }
  console.log(
    `Nu Html Checker: ${labels.size} pages (${siteFiles.length} built, ${labels.size - siteFiles.length} rendered by the functions or mailed), ${failures.length} errors`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exitCode = failures.length === 0 ? 0 : 1;
