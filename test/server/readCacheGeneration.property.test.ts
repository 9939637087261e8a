import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cachedAnswer, startReadCache } from "../../server/src/http/readCache.js";
import type { NotificationListener, Storage } from "../../server/src/storage/storage.js";

/*
 * The read cache's one invariant: an answer read before a change is never served after it. A
 * read takes the generation before asking the database; a change heard meanwhile makes `keep`
 * refuse it. Reads, keeps and changes come in any order here.
 */

const listeningStorage = () => {
  let heard: NotificationListener | undefined;
  const storage = {
    listen: (_channel: string, listener: NotificationListener) => {
      heard = listener;
      return Promise.resolve(() => Promise.resolve());
    },
  } as unknown as Storage;
  return {
    storage,
    change: () => heard?.onNotify("products"),
    cut: () => heard?.onLost(new Error("cut")),
  };
};

type Step =
  { kind: "read" } | { kind: "keep"; read: number } | { kind: "change" } | { kind: "cut" };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: "read" as const }),
  fc.nat({ max: 20 }).map((read) => ({ kind: "keep" as const, read })),
  fc.constant({ kind: "change" as const }),
  fc.constant({ kind: "cut" as const }),
);

describe("read cache", () => {
  it("never serves an answer read before the last change it heard, nor any while it cannot hear", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const { storage, change, cut } = listeningStorage();
        const cache = await startReadCache(storage, () => undefined);
        const reads: { generation: number; version: number }[] = [];
        let version = 0;
        let deaf = false;
        for (const next of steps) {
          if (next.kind === "read") reads.push({ generation: cache.generation(), version });
          if (next.kind === "change") {
            version += 1;
            change();
          }
          if (next.kind === "cut") {
            deaf = true;
            cut();
          }
          const read = reads[next.kind === "keep" ? next.read : -1];
          if (read !== undefined) {
            cache.keep("k", cachedAnswer(JSON.stringify(read.version), Infinity), read.generation);
          }
          const served = cache.get("k", 0);
          if (deaf) expect(served).toBeUndefined();
          if (served !== undefined) expect(served.body).toBe(JSON.stringify(version));
        }
        await cache.stop();
      }),
      { numRuns: 1_000 },
    );
  });
});
