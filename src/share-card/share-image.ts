import type { Language } from "../shared/i18n/languages.ts";

/**
 * Each language's share card (Open Graph's og:image): where it is served and its size. Apart
 * from the card's HTML (share-card.ts), which needs every language's words, so a page's head
 * can name the card without carrying them.
 */
export const shareCardSize = { width: 1200, height: 630 } as const;

export const shareImagePath = (language: Language) => `/share/${language}.png`;
