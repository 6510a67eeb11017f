// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { privacyNoticePath } from "../../src/config/navigation";
import { privacyNoticeUrl, sitemap } from "../../src/config/seo";
import { site } from "../../src/config/site";
import { privacyNoticeDocument } from "../../src/legal/privacy-notice";
import { languageInfo, languages } from "../../src/shared/i18n/languages";
import { privacyNotices } from "../../src/shared/i18n/privacy-notices";
import { unbreakablePhone } from "../../src/shared/phone";
import { keptItems, recipients, rights } from "../../src/shared/privacy/notice-items";
import { retentionDays } from "../../src/shared/privacy/retention";
import { isSentence, leaves, slots } from "../support/word-leaves";

/**
 * The privacy notice in every language: each item kept, each party that receives it and each
 * right worded in each; the figures and the contact the config's, not the words'; each page a
 * whole page of its language with no script.
 */
const translations = languages.filter((language) => language !== "en");
const page = (language: (typeof languages)[number]) =>
  new DOMParser().parseFromString(privacyNoticeDocument(language, ""), "text/html");
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, " ") ?? "";

describe.each(languages)("%s: the privacy notice", (language) => {
  const t = privacyNotices[language];
  const document = page(language);

  it("words every item kept, each party that receives it and each right", () => {
    for (const item of keptItems) {
      expect(t.kept.items[item]?.what, `${language} kept.${item}`).toMatch(/\S{2}/);
      expect(t.kept.items[item]?.why, `${language} kept.${item}`).toMatch(/\S{2}/);
    }
    for (const recipient of recipients) {
      expect(t.recipients.items[recipient], `${language} ${recipient}`).toMatch(/\S{2}/);
    }
    for (const right of rights) expect(t.rights.items[right], `${language} ${right}`).toMatch(/\S/);
    // And shows each: a term per item, a line per recipient and per right.
    expect(document.querySelectorAll("#kept dt")).toHaveLength(keptItems.length);
    expect(document.querySelectorAll("#recipients li")).toHaveLength(recipients.length);
    expect(document.querySelectorAll("#rights li")).toHaveLength(rights.length);
  });

  it("says the retention period from retentionDays, not from its words", () => {
    expect(text(document.querySelector("#retention"))).toContain(String(retentionDays));
    // The figure is the period's argument: another period, another figure.
    const other = retentionDays + 17;
    expect(t.retention.period(other)).toContain(String(other));
    expect(t.retention.period(other)).not.toContain(String(retentionDays));
  });

  it("names the grievance contact from the site config, and the Data Protection Board", () => {
    const rightsSection = document.querySelector("#rights")!;
    expect(text(rightsSection)).toContain(site.grievance.role);
    expect(text(rightsSection)).toContain(t.contact.role);
    expect(rightsSection.querySelector(`a[href="mailto:${site.grievance.email}"]`)).not.toBeNull();
    const call = rightsSection.querySelector(`a[href="tel:${site.grievance.phoneE164}"]`);
    expect(call?.textContent).toBe(unbreakablePhone(site.grievance.phoneE164));
    expect(text(rightsSection)).toContain(String(site.grievance.answerWithinDays));
    expect(text(document.querySelector("#complaints"))).toContain("Data Protection Board of India");
  });

  it("is a page of its language: lang, title, description, canonical, every alternate", () => {
    expect(document.documentElement.lang).toBe(languageInfo[language].tag);
    expect(document.title).toBe(`${t.title} | ${site.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      t.description(site.name),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      privacyNoticeUrl(language),
    );
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ...languages.map((other) => [languageInfo[other].tag, privacyNoticeUrl(other)]),
      ["x-default", privacyNoticeUrl("en")],
    ]);
    expect(sitemap()).toContain(`<loc>${privacyNoticeUrl(language)}</loc>`);
  });

  it("needs no script, and links home, the other languages' notices and the terms", () => {
    expect(document.querySelectorAll("script")).toHaveLength(0);
    const hrefs = [...document.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toContain(languageInfo[language].path);
    for (const other of languages.filter((other) => other !== language)) {
      const link = document.querySelector(`a[href="${privacyNoticePath(other)}"]`);
      expect(link?.getAttribute("lang"), other).toBe(languageInfo[other].tag);
    }
    expect(hrefs).toEqual(expect.arrayContaining(["/legal.html#terms", "/legal.html#cookies"]));
  });

  it("is marked with its review state", () => {
    expect(t.language).toBe(language);
    if (language === "en") expect(t.review.status).toBe("source");
    else if (t.review.status === "reviewed") expect(t.review.by).toMatch(/\S/);
    else expect(t.review.status).toBe("drafted");
  });
});

it("words the grievance role in English as the config names it (a renamed role needs new words)", () => {
  expect(privacyNotices.en.contact.role).toBe(site.grievance.role);
});

describe.each(translations)("%s: the privacy notice's words", (language) => {
  it("leave nothing in English, and keep every figure in place", () => {
    const own = new Map(leaves(privacyNotices[language]));
    for (const [path, english] of leaves(privacyNotices.en)) {
      expect(own.get(path), path).toBeDefined();
      if (isSentence(english)) expect(own.get(path), path).not.toBe(english);
      for (const slot of slots.filter((slot) => english.includes(slot))) {
        expect(own.get(path), `${path} ${slot}`).toContain(slot);
      }
    }
  });
});
