/**
 * "…/i18n/ta/words.ts?forms": a language's words imported as a module of its own, so the bundle
 * keeps only its forms' words there, in a chunk loaded beside the forms
 * (scripts/build/language-entries.ts).
 */
declare module "*?forms";
