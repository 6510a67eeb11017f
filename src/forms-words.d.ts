/**
 * "…/i18n/ta/form-words.ts?forms": a language's forms' words imported as a module of its own
 * (its words.ts imports the same file for two helpers), so they come in a chunk loaded beside the
 * forms (scripts/build/language-entries.ts).
 */
declare module "*?forms";
