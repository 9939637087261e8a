import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOnce } from "../../../src/application/shared/loadOnce.js";
import { CHUNK_LOAD_TIMEOUT_SECONDS } from "../../../src/domain/chunkLoad.js";

describe("loadOnce", () => {
  it("loads once: calls before and after the answer share it", async () => {
    const load = vi.fn(() => Promise.resolve({ chunk: 1 }));
    const once = loadOnce(load);
    const [first, second] = await Promise.all([once(), once()]);
    const third = await once();
    expect(load).toHaveBeenCalledOnce();
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it("a failed load is not kept: the next call loads again, and its answer is kept", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("chunk");
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow("offline");
    expect(await once()).toBe("chunk");
    expect(await once()).toBe("chunk");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("calls made while a load fails share its failure", async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<string>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const once = loadOnce(load);
    const calls = [once(), once()];
    fail(new Error("offline"));
    await expect(Promise.all(calls)).rejects.toThrow("offline");
    expect(load).toHaveBeenCalledOnce();
  });
});

describe("loadOnce: the chunk-load timeout (spec §9, 120 seconds)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const TIMEOUT_MS = CHUNK_LOAD_TIMEOUT_SECONDS * 1000;

  it("a load unsettled after 120 seconds fails as a ChunkLoadError, shared by every call; the next call loads again", async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue("chunk");
    const once = loadOnce(load);
    const calls = [once(), once()];
    const outcomes = Promise.allSettled(calls);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const [first, second] = await outcomes;
    expect(first).toMatchObject({ status: "rejected", reason: { name: "ChunkLoadError" } });
    expect(second).toEqual(first);
    expect(await once()).toBe("chunk");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a load that settles in time leaves no timer behind, answered or failed", async () => {
    vi.useFakeTimers();
    await loadOnce(() => Promise.resolve("chunk"))();
    await expect(loadOnce(() => Promise.reject(new Error("offline")))()).rejects.toThrow("offline");
    expect(vi.getTimerCount()).toBe(0);
  });
});
