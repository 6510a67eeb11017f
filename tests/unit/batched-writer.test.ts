import { describe, expect, it } from "vitest";
import { createBatchedWriter } from "../../netlify/lib/batched-writer";

/** A write the test finishes by hand, recording each batch it was given. */
function controlledWrite() {
  const batches: number[][] = [];
  const finishers: ((error?: Error) => void)[] = [];
  const write = (items: number[]) => {
    batches.push([...items]);
    return new Promise<void>((resolve, reject) => {
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  };
  const finish = async (error?: Error) => {
    finishers.shift()?.(error);
    // Let the writer start the next batch.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, write, finish };
}

describe("createBatchedWriter", () => {
  it("writes a lone item at once", async () => {
    const w = controlledWrite();
    const add = createBatchedWriter(w.write);
    const done = add(1);
    expect(w.batches).toEqual([[1]]);
    await w.finish();
    await expect(done).resolves.toBeUndefined();
  });

  it("gathers items that arrive during a write into one next write", async () => {
    const w = controlledWrite();
    const add = createBatchedWriter(w.write);
    const first = add(1);
    const later = [add(2), add(3), add(4)];
    expect(w.batches).toEqual([[1]]);
    await w.finish();
    expect(w.batches).toEqual([[1], [2, 3, 4]]);
    await w.finish();
    await Promise.all([first, ...later]);
    // Quiet again: the next item goes straight out.
    void add(5);
    expect(w.batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it("fails every caller whose item was in a failed write, and only those", async () => {
    const w = controlledWrite();
    const add = createBatchedWriter(w.write);
    const first = add(1);
    const second = [add(2), add(3)];
    await w.finish();
    await first;
    const results = Promise.allSettled(second);
    await w.finish(new Error("database went away"));
    expect((await results).map((r) => r.status)).toEqual(["rejected", "rejected"]);
    // The writer is usable after a failure.
    const again = add(4);
    expect(w.batches.at(-1)).toEqual([4]);
    await w.finish();
    await expect(again).resolves.toBeUndefined();
  });
});
