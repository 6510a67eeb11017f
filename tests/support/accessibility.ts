import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The two accessibility engines the browser suite runs on a page as it stands: axe, and
 * HTML_CodeSniffer (the engine pa11y runs), injected into the suite's own Chromium as pa11y
 * would do in a browser of its own. A page served with the site's CSP refuses the injected
 * script, as it should any script: a test that sniffs such a page uses `bypassCSP`.
 */

/** axe's WCAG 2.1 AA violations, one line per element: rule, where, and what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} at ${node.target.join(" ")}: ${node.failureSummary ?? ""}`,
    ),
  );
}

const htmlcsScript = createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js");

export interface SnifferMessage {
  code: string;
  message: string;
  where: string;
}

/** The part of HTML_CodeSniffer's global used here (its package ships no types). */
interface HtmlCodeSniffer {
  process(standard: string, content: Document, callback: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

/** HTML_CodeSniffer's WCAG 2 AA errors (its type 1) on the page as it stands. */
export async function snifferErrors(page: Page): Promise<SnifferMessage[]> {
  await page.addScriptTag({ path: htmlcsScript });
  return page.evaluate(
    () =>
      new Promise<SnifferMessage[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        sniffer.process("WCAG2AA", document, () =>
          resolve(
            sniffer
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => ({
                code: message.code,
                message: message.msg,
                where: message.element.outerHTML.slice(0, 120),
              })),
          ),
        );
      }),
  );
}
