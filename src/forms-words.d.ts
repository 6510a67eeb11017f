/**
 * "../shared/i18n/ta.ts?forms": a language file imported as a module of its own, so the bundle
 * keeps only its forms' words there, in a chunk loaded beside the forms (src/form-words.ts).
 */
declare module "*?forms";
