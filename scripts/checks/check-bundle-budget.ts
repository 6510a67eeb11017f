/**
 * Initial-JavaScript budget, for every page: sums the gzipped size of each script a built page
 * loads before first render (its module entry and modulepreloads). Lazy chunks are not counted;
 * they arrive after the first paint. English pages (/, the route pages and the legal page) may
 * load 78 kB, the other languages 80 kB (their scripts are longer to write the same words).
 * Every route page is checked; they print one line per language, as they share its script.
 *
 * And each page carries its own words only: no script holds two languages' words, and each
 * language's page starts with its own; the privacy notices load no script at all. Prints the
 * figures and exits 1 on any failure.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { privacyNoticePath } from "../../src/config/navigation";
import { languageInfo, languages, type Language } from "../../src/shared/i18n/languages";
import { routePath } from "../../src/config/navigation";
import { routePages } from "../../src/shared/fares/route-pages";
import { messagesFor } from "../../src/shared/i18n/messages-for";
import { formMessagesFor } from "../../src/shared/i18n/form-messages-for";

const budgets = { english: 78_000, other: 80_000 };
const dist = join(import.meta.dirname, "../..", "dist");
const pages: { file: string; language: Language | "legal"; route?: boolean }[] = [
  ...languages.map((language) => ({
    file: `${languageInfo[language].path.slice(1)}index.html`,
    language,
  })),
  { file: "legal.html", language: "legal" },
  ...languages.flatMap((language) =>
    routePages.map((route) => ({
      file: `${routePath(language, route.slug).slice(1)}index.html`,
      language,
      route: true,
    })),
  ),
];

/** Sentences of each language that only its own scripts may hold. */
const marks = (language: Language) => {
  const page = messagesFor(language);
  const forms = formMessagesFor(language);
  return [page.contact.intro, page.testimonials.previous, forms.booking.thanks, forms.fare.note];
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const failures: string[] = [];
const gzipped = new Map<string, number>();
const routeTotals = new Map<Language, number[]>();

for (const { file, language, route } of pages) {
  const html = readFileSync(join(dist, file), "utf8");
  const initialScripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? "");
  if (initialScripts.length === 0) failures.push(`${file} loads no script: is the build broken?`);
  let total = 0;
  let code = "";
  for (const src of initialScripts) {
    const body = readFileSync(join(dist, src));
    if (!gzipped.has(src)) gzipped.set(src, gzipSync(body).length);
    total += gzipped.get(src)!;
    code += body.toString("utf8");
  }
  const budget = language === "en" || language === "legal" ? budgets.english : budgets.other;
  const verdict = total <= budget ? "within" : "OVER";
  if (route && language !== "legal")
    routeTotals.set(language, [...(routeTotals.get(language) ?? []), total]);
  else console.log(`${file.padEnd(16)} ${kB(total)} gzipped (${verdict} the ${kB(budget)} budget)`);
  if (total > budget) failures.push(`${file}: ${kB(total)} is over ${kB(budget)}`);
  if (language !== "legal" && !code.includes(messagesFor(language).contact.intro)) {
    failures.push(`${file} does not start with its own words`);
  }
}

for (const [language, totals] of routeTotals) {
  const budget = language === "en" ? budgets.english : budgets.other;
  console.log(
    `${`${language} routes`.padEnd(16)} ${kB(Math.max(...totals))} gzipped at most, ${totals.length} pages (budget ${kB(budget)})`,
  );
}

// The privacy notices have nothing to do in the browser: they load no script at all.
for (const language of languages) {
  const file = `${privacyNoticePath(language).slice(1)}index.html`;
  const scripts = readFileSync(join(dist, file), "utf8").match(/<script\b|rel="modulepreload"/g);
  console.log(`${file.padEnd(22)} ${scripts ? "loads a script" : "no script"}`);
  if (scripts) failures.push(`${file} loads a script; the notice needs none`);
}

// No script holds two languages' words (the switcher's language names are not sentences), and
// every language's words are somewhere (else this check would be looking for nothing).
const found = new Set<Language>();
for (const name of readdirSync(join(dist, "assets")).filter((file) => file.endsWith(".js"))) {
  const code = readFileSync(join(dist, "assets", name), "utf8");
  const held = languages.filter((language) => marks(language).some((mark) => code.includes(mark)));
  if (held.length > 1) failures.push(`assets/${name} holds the words of ${held.join(", ")}`);
  held.forEach((language) => found.add(language));
}
for (const language of languages) {
  if (!found.has(language)) failures.push(`no script holds the ${language} words`);
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log("Each page carries its own words only.");
