/**
 * What each drawn share card was drawn from, and what was written: share-cards.json beside this
 * file holds, per language, the fingerprint of the card's HTML and of its PNG. `npm run
 * share-images` writes it; tests/unit/share-images.test.ts holds both against today's words and
 * the committed pictures.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";

export const shareCardsFile = join(import.meta.dirname, "share-cards.json");

export interface DrawnCard {
  html: string;
  png: string;
}

export const fingerprint = (bytes: string | Uint8Array) =>
  createHash("sha256").update(bytes).digest("hex");
