import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "../../../src/application/shared/loadOnce.js";

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
