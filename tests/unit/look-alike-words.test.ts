import { describe, expect, it } from "vitest";
import { lookAlikeWords, type LookAlike } from "../../netlify/delivery/look-alikes";

/**
 * What the holder of an enquiry reads of its look-alikes (their claim page, their reminder): one
 * call settles one trip, whoever has the others. Never "you have both" while a colleague has one.
 */
const ravi = "ravi@droptaxi.example";
const meena = "meena@droptaxi.example";
const names: Record<string, string> = { [ravi]: "Ravi", [meena]: "Meena" };
const holder = { address: ravi, nameOf: (address: string) => names[address]!, holdsThis: true };
const other = (reference: string, heldBy: string | null): LookAlike => ({
  reference,
  minutesApart: -2,
  differs: [],
  heldBy,
});

describe("the holder's next step about look-alikes", () => {
  it.each([
    {
      what: "the one other is theirs too",
      others: [other("DT-AAAAAA", ravi)],
      words: "You have both: if it is one trip, one call settles both.",
    },
    {
      what: "all the others are theirs too",
      others: [other("DT-AAAAAA", ravi), other("DT-BBBBBB", ravi)],
      words: "You have them all: if it is one trip, one call settles them all.",
    },
    {
      what: "a colleague has one of them, though the holder has another",
      others: [other("DT-AAAAAA", ravi), other("DT-BBBBBB", meena)],
      words: "If it is one trip, agree with Meena which of you calls.",
    },
    {
      what: "nobody has the other",
      others: [other("DT-AAAAAA", null)],
      words: "If it is one trip, press I'll call on the others too, so nobody else rings.",
    },
  ])("when $what", ({ others, words }) => {
    expect(lookAlikeWords(others, holder)?.note).toMatch(new RegExp(`\\. ${escape(words)}$`));
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
