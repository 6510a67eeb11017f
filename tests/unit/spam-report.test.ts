import { describe, expect, it } from "vitest";
import { parseSpamReport } from "../../scripts/checks/spam-report";

// The end of `spamassassin -t -L` output, as SpamAssassin 4.0.1 prints it.
const output = `------=_Part_783b42ea00545e73d7134796--
Spam detection software, running on the system "vm",
has NOT identified this incoming email as spam.

Content preview:  Call +91 98400 12345: tel:+919840012345 WhatsApp: https://wa.me/919840012345
   Booking DT-7K3Q92: Chennai Airport

Content analysis details:   (1.0 points, 5.0 required)

 pts rule name              description
---- ---------------------- --------------------------------------------------
-0.0 NO_RECEIVED            Informational: message has no Received headers
 0.0 HTML_MESSAGE           BODY: HTML included in message
 1.0 TO_NO_BRKTS_PCNT       To: lacks brackets + percentage
                            and a description that goes on
`;

describe("parseSpamReport", () => {
  it("reads the total and every rule hit", () => {
    expect(parseSpamReport(output)).toEqual({
      score: 1,
      rules: [
        {
          points: -0,
          name: "NO_RECEIVED",
          description: "Informational: message has no Received headers",
        },
        { points: 0, name: "HTML_MESSAGE", description: "BODY: HTML included in message" },
        { points: 1, name: "TO_NO_BRKTS_PCNT", description: "To: lacks brackets + percentage" },
      ],
    });
  });

  it("refuses output without a report rather than calling it a pass", () => {
    expect(() => parseSpamReport("spamassassin: command failed")).toThrow(/no report/);
  });
});
