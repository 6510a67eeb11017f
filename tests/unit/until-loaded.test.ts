import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { untilLoaded } from "../../src/lib/until-loaded";

/** A chunk that the network drops `failures` times before it arrives. */
function flakyChunk(failures: number) {
  const load = vi.fn(() =>
    load.mock.calls.length <= failures
      ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
      : Promise.resolve("the form"),
  );
  return load;
}

describe("untilLoaded", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("tries a dropped chunk again after 2, 6 and 18 s, and resolves with it once it arrives", async () => {
    const load = flakyChunk(3);
    const settled = vi.fn();
    void untilLoaded(load).then(settled);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(18_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(settled).toHaveBeenCalledWith("the form");
  });

  it("never rejects: after the last try it waits for good, and the pre-rendered form stays", async () => {
    const load = flakyChunk(Infinity);
    const settled = vi.fn();
    untilLoaded(load).then(settled, settled);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(settled).not.toHaveBeenCalled();
  });

  it("loads a chunk that arrives at once exactly once", async () => {
    const load = flakyChunk(0);
    await expect(untilLoaded(load)).resolves.toBe("the form");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
