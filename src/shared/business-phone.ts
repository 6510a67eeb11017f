/**
 * The business's own number, written once: the page's call and WhatsApp links (src/config/site.ts
 * reads it) and the functions' pages (thank-you, problems) show the same one.
 */
export const businessPhoneE164 = "+919840012345";
