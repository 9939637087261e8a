import { setImmediate as nextTurn } from "node:timers/promises";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oneCallPerTurn } from "../../server/api/storage/loopTurns.js";

/*
 * The embedded database's calls run one per turn of the event loop: between two calls, the
 * loop turns (and takes a new connection), however many calls are waiting.
 */

describe("the embedded database's calls take one turn of the event loop each", () => {
  it("the loop turns between two calls asked together", async () => {
    const inTurn = oneCallPerTurn();
    const seen: string[] = [];
    const first = inTurn(() => {
      seen.push("first call");
      setImmediate(() => seen.push("the loop's next turn"));
      return Promise.resolve();
    });
    const second = inTurn(() => {
      seen.push("second call");
      return Promise.resolve();
    });
    await Promise.all([first, second]);
    expect(seen).toEqual(["first call", "the loop's next turn", "second call"]);
  });

  it("a call that fails is answered with its failure, and the calls after it still run", async () => {
    const inTurn = oneCallPerTurn();
    const failing = inTurn(() => Promise.reject(new Error("the statement failed")));
    const after = inTurn(() => Promise.resolve("answered"));
    await expect(failing).rejects.toThrow("the statement failed");
    await expect(after).resolves.toBe("answered");
  });

  it("calls run one at a time, in the order they were asked, each answered with its own result", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ turns: fc.nat(3), asked: fc.nat(2) }), { maxLength: 8 }),
        async (calls) => {
          const inTurn = oneCallPerTurn();
          const started: number[] = [];
          let running = 0;
          let mostAtOnce = 0;
          const answers: Promise<number>[] = [];
          for (const [index, call] of calls.entries()) {
            // Some calls are asked a few turns later, while others run.
            for (let turn = 0; turn < call.asked; turn++) await nextTurn();
            answers.push(
              inTurn(async () => {
                started.push(index);
                running += 1;
                mostAtOnce = Math.max(mostAtOnce, running);
                for (let turn = 0; turn < call.turns; turn++) await nextTurn();
                running -= 1;
                return index;
              }),
            );
          }
          expect(await Promise.all(answers)).toEqual(calls.map((_, index) => index));
          expect(started).toEqual(calls.map((_, index) => index));
          expect(mostAtOnce).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
