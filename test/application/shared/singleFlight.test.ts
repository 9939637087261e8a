import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { singleFlight } from "../../../src/application/shared/singleFlight.js";

const counted = () => {
  const kept: number[] = [];
  let calls = 0;
  const resolvers: ((value: number) => void)[] = [];
  const task = () => {
    calls++;
    return new Promise<number>((resolve) => resolvers.push(resolve));
  };
  return {
    kept,
    task,
    calls: () => calls,
    answer: (index: number, value: number) => resolvers[index]?.(value),
  };
};

describe("single flight", () => {
  it("a second call while one is in flight shares it", async () => {
    const t = counted();
    const flight = singleFlight(t.task, (answer) => t.kept.push(answer));
    const first = flight.run();
    const second = flight.run();
    t.answer(0, 7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(t.calls()).toBe(1);
    expect(t.kept).toEqual([7]);
  });

  it("a call after the flight has landed starts a new one", async () => {
    const t = counted();
    const flight = singleFlight(t.task, (answer) => t.kept.push(answer));
    const first = flight.run();
    t.answer(0, 1);
    await first;
    const second = flight.run();
    t.answer(1, 2);
    expect(await second).toBe(2);
    expect(t.calls()).toBe(2);
  });

  it("a result started before an invalidation is returned but not kept", async () => {
    const t = counted();
    const flight = singleFlight(t.task, (answer) => t.kept.push(answer));
    const stale = flight.run();
    flight.invalidate();
    t.answer(0, 1);
    expect(await stale).toBe(1);
    expect(t.kept).toEqual([]);
  });

  it("after an invalidation the next call starts afresh instead of joining the stale flight", async () => {
    const t = counted();
    const flight = singleFlight(t.task, (answer) => t.kept.push(answer));
    const stale = flight.run();
    flight.invalidate();
    const fresh = flight.run();
    t.answer(1, 2);
    t.answer(0, 1);
    expect(await Promise.all([stale, fresh])).toEqual([1, 2]);
    expect(t.calls()).toBe(2);
    expect(t.kept).toEqual([2]);
  });

  it("calls and invalidations interleaved with answers in any order: only answers started after the last invalidation are kept, one task per generation at a time", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.constantFrom("run" as const, "invalidate" as const), {
          minLength: 1,
          maxLength: 10,
        }),
        async (s, steps) => {
          let started = 0;
          let generation = 0;
          const startedIn: number[] = [];
          const kept: number[] = [];
          const flight = singleFlight(
            () => {
              const id = started++;
              startedIn.push(generation);
              return s.schedule(Promise.resolve(id), `task ${id}`);
            },
            (id) => kept.push(id),
          );
          const runs: Promise<number>[] = [];
          for (const step of steps) {
            if (step === "run") runs.push(flight.run());
            else {
              generation++;
              flight.invalidate();
            }
          }
          await s.waitFor(Promise.all(runs));
          // Every generation starts at most one task, since nothing settles while steps are sent.
          expect(new Set(startedIn).size).toBe(startedIn.length);
          const expectedKept = startedIn.flatMap((g, id) => (g === generation ? [id] : []));
          expect([...kept].sort((a, b) => a - b)).toEqual(expectedKept);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("single flight after an invalidation", () => {
  it("a dropped flight that ends late does not free its successor: a call during the new flight still shares it", async () => {
    const t = counted();
    const flight = singleFlight(t.task, (answer) => t.kept.push(answer));
    const dropped = flight.run();
    flight.invalidate();
    const current = flight.run();
    t.answer(0, 1);
    await dropped;
    const shared = flight.run();
    t.answer(1, 2);
    t.answer(2, 3);
    expect(await Promise.all([current, shared])).toEqual([2, 2]);
    expect(t.calls()).toBe(2);
    expect(t.kept).toEqual([2]);
  });
});
