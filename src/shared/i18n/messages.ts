/**
 * The type every language file has, for code that reads words without choosing a language: the
 * page's components (handed the words by its entry) and the functions' pages. Importing a
 * language file itself is for the entries, messages-for.ts and form-messages-for.ts only
 * (eslint.config.js), so no page carries another language's words.
 */
export type { Messages, Review, ReviewStatus, StaticMessages } from "./en/words.ts";
export type { FieldErrorValues, FormMessages } from "./en/form-words.ts";
export type { PlaceWords, RouteWords } from "./en/route-words.ts";

/**
 * How passengers of a language with its own script write places (its folder's place-names.ts):
 * typed in a pickup or drop, these price the trip as the English spelling would.
 */
export interface PlaceNamesInScript {
  /** Each place's names in the script (local ones too), to the English spelling each stands for. */
  names: Record<string, string>;
  /** The word for airport, and the loan word in the script; either may carry a case ending. */
  airport: string[];
  /**
   * The words for road and highway (and a street market: பாண்டி பஜார் is in Chennai), as they
   * begin (a case ending may follow): a name just before one names a road, not the place (மதுரை
   * சாலை in Tiruchirappalli leads to Madurai), and no airport word before one makes a pickup an
   * airport's.
   */
  road: string[];
  /**
   * The words for near, opposite, behind and beside, which follow their landmark, as they begin
   * (a case ending may follow): an airport just before one is a landmark, not the pickup
   * ("விடுதி, சென்னை விமான நிலையம் அருகில்", a hotel near the airport, pays no airport charge).
   */
  near: string[];
  /**
   * The case endings joined to a name ("to Madurai" as one word: மதுரைக்கு), each as it follows
   * the name or the name's stem; after a vowel often with a glide (ய, യ).
   */
  caseEndings: string[];
}
