import { enPrivacy, type PrivacyNotice } from "./en/privacy.ts";
import { taPrivacy } from "./ta/privacy.ts";
import { mlPrivacy } from "./ml/privacy.ts";
import { tePrivacy } from "./te/privacy.ts";
import { knPrivacy } from "./kn/privacy.ts";
import type { Language } from "./languages.ts";

/**
 * Every language's privacy notice, for the build (src/legal/privacy-notice.tsx) and the docs'
 * review table; never for a page's scripts, which need none of it. Typed by the list of
 * languages, so a language without its privacy.ts fails the typecheck here.
 */
export const privacyNotices: Record<Language, PrivacyNotice> = {
  en: enPrivacy,
  ta: taPrivacy,
  ml: mlPrivacy,
  te: tePrivacy,
  kn: knPrivacy,
};

export type { PrivacyNotice };
