import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oneAtATime } from "../../../src/application/shared/oneAtATime.js";

describe("one at a time", () => {
  it("each job runs after the previous one settles", async () => {
    const queue = oneAtATime();
    const events: string[] = [];
    let release: () => void = () => undefined;
    const first = queue(async () => {
      events.push("first starts");
      await new Promise<void>((r) => {
        release = r;
      });
      events.push("first ends");
    });
    const second = queue(() => {
      events.push("second starts");
      return Promise.resolve();
    });
    await Promise.resolve();
    expect(events).toEqual(["first starts"]);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(["first starts", "first ends", "second starts"]);
  });

  it("a job that fails rejects its own caller and does not stop the next job", async () => {
    const queue = oneAtATime();
    const failing = queue(() => Promise.reject(new Error("bug")));
    const next = queue(() => Promise.resolve("ran"));
    await expect(failing).rejects.toThrow("bug");
    expect(await next).toBe("ran");
  });

  it("jobs whose work resolves in any order still run one after another, in the order queued", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 8 }), async (s, count) => {
        const queue = oneAtATime();
        const events: string[] = [];
        let running = 0;
        const jobs = Array.from({ length: count }, (_, i) =>
          queue(async () => {
            running++;
            expect(running).toBe(1);
            events.push(`start ${i}`);
            await s.schedule(Promise.resolve(), `work ${i}`);
            events.push(`end ${i}`);
            running--;
            return i;
          }),
        );
        expect(await s.waitFor(Promise.all(jobs))).toEqual(
          Array.from({ length: count }, (_, i) => i),
        );
        expect(events).toEqual(
          Array.from({ length: count }, (_, i) => [`start ${i}`, `end ${i}`]).flat(),
        );
      }),
      { numRuns: 1000 },
    );
  });
});
