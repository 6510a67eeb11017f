import { describe, expect, it } from "vitest";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { runScheduled } from "../../netlify/schedule/scheduled-run";
import { count } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { busyDay, simulateDay } from "../../scripts/harness/idle-simulation";

/**
 * The database sleeps while nobody books: the every-minute job reads its due markers in Netlify
 * Blobs (Netlify's own local server here) and touches Postgres only when something is due, or
 * for the safety sweep every 6 hours. Real Postgres, real SMTP, the clock injected.
 */
const h = useHarness();

describe("a quiet day", () => {
  it("1,440 runs of the job open the database only for the safety sweeps", async () => {
    const runs = await simulateDay(h.deps);
    const woke = runs.filter((run) => run.touchedDatabase);
    console.info(`Quiet day: ${woke.length} of ${runs.length} runs touched the database`);
    expect(woke.map((run) => run.minute)).toEqual([0, 360, 720, 1080]);
    expect(woke.every((run) => run.outcome.reason === "sweep")).toBe(true);
  }, 120_000);
});

describe("a day with 20 enquiries, two of them meeting a failing SMTP server", () => {
  it("delivers every mail, and touches the database only in runs that had something due", async () => {
    const runs = await busyDay(h.deps, h.smtp, { enquiries: 20, failing: [4, 13] });
    expect(await count(h.db, "contact_messages")).toBe(20);
    const owed = await h.db.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM deliveries GROUP BY status ORDER BY status",
    );
    // 20 × 2 first mails, and 20 "taken by Ravi" mails to Meena; but the two enquiries that met
    // the failing server were claimed before their first mails could go, which the claim
    // cancelled (Meena's "Taken by" mail tells her the enquiry, and Ravi has it).
    expect(owed).toEqual([
      { status: "cancelled", n: 4 },
      { status: "sent", n: 56 },
    ]);
    const woke = runs.filter((run) => run.touchedDatabase);
    const due = runs.filter((run) => run.outcome.reason !== "nothing due");
    console.info(
      `Busy day: ${woke.length} runs touched the database; ${due.length} runs had something due`,
    );
    // Every run that touched the database had something due (a marker or the sweep), and
    // every run that had something due touched it once, in that run only.
    expect(woke.map((run) => run.minute)).toEqual(due.map((run) => run.minute));
    expect(due.filter((run) => run.outcome.reason === "marker due")).toHaveLength(2);
    expect(due.filter((run) => run.outcome.reason === "sweep")).toHaveLength(4);
  }, 180_000);
});

describe("when the markers cannot be read", () => {
  it("the job checks Postgres instead, and says why", async () => {
    const broken = {
      ...h.deps.markers,
      list: () => Promise.reject(new Error("blobs are down")),
    };
    const outcome = await runScheduled({ ...h.deps, markers: broken }, enquiryKinds);
    expect(outcome.reason).toBe("markers unreachable");
  });
});
