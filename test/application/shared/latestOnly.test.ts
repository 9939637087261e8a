import fc from "fast-check";
import * as O from "fp-ts/lib/Option.js";
import { describe, expect, it } from "vitest";
import { latestOnly } from "../../../src/application/shared/latestOnly.js";

const later = <A>() => {
  let resolve: (value: A) => void = () => undefined;
  const promise = new Promise<A>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("latest only", () => {
  it("the newest request's answer is applied", async () => {
    const latest = latestOnly();
    expect(await latest.run(() => Promise.resolve("a"))).toEqual(O.some("a"));
  });

  it("an older answer that arrives after a newer request started is dropped", async () => {
    const latest = latestOnly();
    const slow = later<string>();
    const older = latest.run(() => slow.promise);
    const newer = latest.run(() => Promise.resolve("new"));
    slow.resolve("old");
    expect(await older).toEqual(O.none);
    expect(await newer).toEqual(O.some("new"));
  });

  it("a change that supersedes makes the request on its way stale", async () => {
    const latest = latestOnly();
    const slow = later<string>();
    const request = latest.run(() => slow.promise);
    latest.supersede();
    slow.resolve("late");
    expect(await request).toEqual(O.none);
  });

  it("answers resolved in any order: only the last request started is applied", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 8 }), async (s, count) => {
        const latest = latestOnly();
        const answers = Array.from({ length: count }, (_, i) =>
          latest.run(() => s.schedule(Promise.resolve(i), `answer ${i}`)),
        );
        const results = await s.waitFor(Promise.all(answers));
        expect(results).toEqual(
          Array.from({ length: count }, (_, i) => (i === count - 1 ? O.some(i) : O.none)),
        );
      }),
      { numRuns: 1000 },
    );
  });
});
