import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { entrySource } from "../../scripts/build/language-entries";
import { languagesDoc } from "../../scripts/docs/languages-table";
import { alternateLinks, pageUrl, sitemap } from "../../src/config/seo";
import { isAirport } from "../../src/shared/fares/fare-estimate";
import { placeIn } from "../../src/shared/fares/route-distance";
import { languageInfo, languages, readThisPageIn } from "../../src/shared/i18n/languages";
import { allMessages, allStaticMessages } from "../../src/shared/i18n/messages-for";
import { allFormMessages } from "../../src/shared/i18n/form-messages-for";
import { placeNamesInScript } from "../../src/shared/i18n/place-names";
import { privacyNotices } from "../../src/shared/i18n/privacy-notices";
import { allRouteWords } from "../../src/shared/i18n/route-words";

/**
 * A language is its line in src/shared/i18n/languages.ts and its folder beside it; each piece a
 * new language can leave out fails here by its name ("hi has no word for airport"), since a
 * missing place name or airport word would otherwise only lose the fare estimate or the airport
 * charge, with every other check green.
 */
const i18n = join(import.meta.dirname, "../../src/shared/i18n");
const folders = readdirSync(i18n, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const inScript = languages.filter((language) => language !== "en");

describe("src/shared/i18n/languages.ts", () => {
  it("has a folder for each language it lists", () => {
    const missing = languages.filter((language) => !folders.includes(language));
    expect(missing, `listed without a folder in src/shared/i18n: ${missing.join(", ")}`).toEqual(
      [],
    );
  });

  it("lists each language folder", () => {
    const unlisted = folders.filter((folder) => !(languages as readonly string[]).includes(folder));
    expect(unlisted, `a folder the list does not name: ${unlisted.join(", ")}`).toEqual([]);
  });
});

describe.each(languages)("%s", (language) => {
  it("has its words", async () => {
    const file = join(i18n, language, "words.ts");
    expect(existsSync(file), `${language} has no words (${language}/words.ts)`).toBe(true);
    const words = (await import(file)) as Record<string, { language?: string }>;
    const exports = [language, `${language}Static`];
    for (const name of exports) {
      expect(words[name], `${language}/words.ts exports no ${name}`).toBeDefined();
    }
    expect(words[language]?.language).toBe(language);
    const messagesFor = [allMessages, allStaticMessages].map((all) => all[language]);
    expect(messagesFor, `${language}'s words are not all in messages-for.ts`).toEqual(
      exports.map((name) => words[name]),
    );
  });

  it("has its forms' words", async () => {
    const file = join(i18n, language, "form-words.ts");
    expect(existsSync(file), `${language} has no forms' words (${language}/form-words.ts)`).toBe(
      true,
    );
    const forms = ((await import(file)) as Record<string, unknown>)[`${language}Forms`];
    expect(forms, `${language}/form-words.ts exports no ${language}Forms`).toBeDefined();
    expect(forms, `${language}'s forms' words are not in form-messages-for.ts`).toBe(
      allFormMessages[language],
    );
  });

  it("has its privacy notice", async () => {
    const file = join(i18n, language, "privacy.ts");
    expect(existsSync(file), `${language} has no privacy notice (${language}/privacy.ts)`).toBe(
      true,
    );
    const notice = ((await import(file)) as Record<string, unknown>)[`${language}Privacy`];
    expect(notice, `${language}/privacy.ts exports no ${language}Privacy`).toBeDefined();
    expect(notice, `${language}'s notice is not in privacy-notices.ts`).toBe(
      privacyNotices[language],
    );
  });

  it("has a page: its name, its tag and its address", () => {
    const info = languageInfo[language];
    expect(info, `${language} has no languageInfo`).toBeDefined();
    expect(info.path).toBe(language === "en" ? "/" : `/${language}/`);
    expect(info.tag).toMatch(new RegExp(`^${language}-`));
  });

  it("has a page script that imports its own words", () => {
    const entry = entrySource(language);
    const imported = [...entry.matchAll(/"([^"?]+)(?:\?forms)?"/g)].map((match) => match[1]!);
    expect(imported).toContain(join(i18n, language, "words.ts"));
    expect(imported).toContain(join(i18n, language, "form-words.ts"));
    for (const file of imported) {
      expect(existsSync(file), `${language}'s page script imports ${file}, which is missing`).toBe(
        true,
      );
    }
  });

  it("is in the sitemap and in every page's hreflang", () => {
    expect(sitemap(), `${language} is not in the sitemap`).toContain(
      `<loc>${pageUrl(language)}</loc>`,
    );
    expect(alternateLinks(), `${language} has no hreflang`).toContain(
      `<link rel="alternate" hreflang="${languageInfo[language].tag}" href="${pageUrl(language)}" />`,
    );
  });

  it("is in the review table", () => {
    expect(
      readFileSync(languagesDoc, "utf8"),
      `${language} is not in the review table: run npm run docs:languages`,
    ).toContain(`| \`${language}\` |`);
  });
});

/** What a word's function is called with: strings, numbers, or a list ("and" joins one). */
const sampleArguments: unknown[][] = [["0", "0", "0", "0"], [1, 1, 1, 1], [["0", "0"]]];

/**
 * Every string a value holds, and what its functions write given sample arguments, with where
 * it is ("booking.thanks"): a language's words, as a copy of another's may leave them.
 */
function textsIn(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") {
    return sampleArguments.flatMap((args) => {
      try {
        return textsIn((value as (...args: unknown[]) => unknown)(...args), `${at}()`);
      } catch {
        return [];
      }
    });
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => textsIn(inner, `${at}.${key}`));
  }
  return [];
}

describe.each(inScript)("%s", (language) => {
  const own = placeNamesInScript[language];

  it("writes in its own script: nothing of another language's left in a copy", () => {
    const script = languageInfo[language].script;
    // Letters of any script but Latin (names, "km", "AM") and its own.
    const foreign = new RegExp(`(?![\\p{Script=Latin}\\p{Script=${script}}])\\p{L}`, "u");
    const texts: [string, string][] = [
      ...textsIn(allMessages[language], "words"),
      ...textsIn(allStaticMessages[language], "static words"),
      ...textsIn(allFormMessages[language], "form words"),
      ...textsIn(privacyNotices[language], "privacy notice"),
      ...textsIn(allRouteWords[language], "route words"),
      ...textsIn(own, "place names"),
      // Its dates and times, as its formats write them.
      ["the date format", allFormMessages[language].format.date("2026-11-24")],
    ];
    expect(texts.length).toBeGreaterThan(100);
    const strays = texts
      .filter(([, text]) => foreign.test(text))
      .map(([at, text]) => `${at}: ${text}`);
    expect(strays, `${language} has words in another script`).toEqual([]);
    const ownLetters = new RegExp(`\\p{Script=${script}}`, "u");
    expect(allFormMessages[language].format.date("2026-11-24"), "its dates").toMatch(ownLetters);
  });

  it("is offered on the English page in its own words", () => {
    expect(readThisPageIn[language], `${language} has no readThisPageIn`).toBeTruthy();
  });

  it("has place names in its script", () => {
    const names = Object.entries(own?.names ?? {});
    expect(names.length, `${language} has no place names in its script`).toBeGreaterThan(0);
    for (const [name, latin] of names) {
      expect(placeIn(latin), `${name} stands for ${latin}, not in the route table`).not.toBeNull();
      expect(placeIn(name), name).toBe(placeIn(latin));
    }
  });

  it("has a word for airport", () => {
    expect(own?.airport.length ?? 0, `${language} has no word for airport`).toBeGreaterThan(0);
    for (const word of own?.airport ?? []) expect(isAirport(`${word} chennai`), word).toBe(true);
  });

  it("has a word for road", () => {
    expect(own?.road.length ?? 0, `${language} has no word for road`).toBeGreaterThan(0);
    const [name] = Object.keys(own?.names ?? {});
    for (const road of own?.road ?? []) {
      expect(placeIn(`${name} ${road}`), `${name} ${road} is a road's name`).toBeNull();
      expect(isAirport(`${own?.airport[0]} ${road} ${name}`), road).toBe(false);
    }
  });

  it("has a word for near", () => {
    expect(own?.near.length ?? 0, `${language} has no word for near`).toBeGreaterThan(0);
    const [name] = Object.keys(own?.names ?? {});
    for (const near of own?.near ?? []) {
      // An airport just before one is a landmark, not the pickup.
      expect(isAirport(`${name} ${own?.airport[0]} ${near}`), near).toBe(false);
    }
  });

  it("has case endings", () => {
    expect(own?.caseEndings.length ?? 0, `${language} has no case endings`).toBeGreaterThan(0);
  });
});
