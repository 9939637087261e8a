import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cachedAnswer, startReadCache, type MadeOf } from "../../server/api/http/readCache.js";
import type { NotificationListener, Storage } from "../../server/api/storage/storage.js";

/*
 * The read cache's one invariant: an answer read before a change to what it is made of is never
 * served after it. A read takes the generation before asking the database; a change heard
 * meanwhile to what the answer is made of makes `keep` refuse it, and a change heard later drops
 * it. Answers here are the product list (the catalogue) and two products' dates (the catalogue
 * and the product's places); reads, keeps and changes come in any order.
 */

const listeningStorage = () => {
  let heard: NotificationListener | undefined;
  const storage = {
    kind: "pglite",
    listen: (_channel: string, listener: NotificationListener) => {
      heard = listener;
      return Promise.resolve(() => Promise.resolve());
    },
  } as unknown as Storage;
  return {
    storage,
    news: (payload: string) => heard?.onNotify(payload),
    cut: () => heard?.onLost(new Error("cut")),
  };
};

const PRODUCTS = [101, 102] as const;
type Product = (typeof PRODUCTS)[number];
type Key = "list" | Product;

const madeOf = (key: Key): MadeOf => (key === "list" ? {} : { placesOf: key });

type Step =
  | { kind: "read"; key: Key }
  | { kind: "keep"; read: number }
  | { kind: "catalogue" }
  | { kind: "places"; product: Product }
  | { kind: "every place" }
  | { kind: "cut" };

const key: fc.Arbitrary<Key> = fc.constantFrom<Key>("list", ...PRODUCTS);
const step: fc.Arbitrary<Step> = fc.oneof(
  key.map((read) => ({ kind: "read" as const, key: read })),
  fc.nat({ max: 20 }).map((read) => ({ kind: "keep" as const, read })),
  fc.constant({ kind: "catalogue" as const }),
  fc.constantFrom(...PRODUCTS).map((product) => ({ kind: "places" as const, product })),
  fc.constant({ kind: "every place" as const }),
  fc.constant({ kind: "cut" as const }),
);

describe("read cache", () => {
  it("never serves an answer read before the last change it heard to what it is made of, nor any while it cannot hear", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const { storage, news, cut } = listeningStorage();
        const cache = await startReadCache(storage, () => undefined);
        const versions = { catalogue: 0, 101: 0, 102: 0 };
        const contentOf = (of: Key) =>
          JSON.stringify(of === "list" ? [versions.catalogue] : [versions.catalogue, versions[of]]);
        const reads: { key: Key; generation: number | undefined; content: string }[] = [];
        let deaf = false;
        for (const next of steps) {
          if (next.kind === "read") {
            reads.push({
              key: next.key,
              generation: cache.generation(),
              content: contentOf(next.key),
            });
          }
          if (next.kind === "catalogue") {
            versions.catalogue += 1;
            news("products");
          }
          if (next.kind === "places") {
            versions[next.product] += 1;
            news(`holds:${String(next.product)}`);
          }
          if (next.kind === "every place") {
            for (const product of PRODUCTS) versions[product] += 1;
            news("slots");
          }
          if (next.kind === "cut") {
            deaf = true;
            cut();
          }
          const read = reads[next.kind === "keep" ? next.read : -1];
          if (read !== undefined) {
            const answer = cachedAnswer(read.content, Infinity);
            cache.keep(String(read.key), answer, madeOf(read.key), read.generation);
          }
          for (const each of ["list", ...PRODUCTS] as const) {
            const served = cache.get(String(each), 0);
            if (deaf) expect(served).toBeUndefined();
            if (served !== undefined) expect(served.body).toBe(contentOf(each));
          }
        }
        await cache.stop();
      }),
      { numRuns: 1_000 },
    );
  });

  it("a change to one product's places keeps the answers made of anything else: the product list, the discounts, other products' dates", async () => {
    const { storage, news } = listeningStorage();
    const cache = await startReadCache(storage, () => undefined);
    const keep = (of: string, made: MadeOf) => {
      cache.keep(of, cachedAnswer(of, Infinity), made, cache.generation());
    };
    keep("product list", {});
    keep("discounts of 101", {});
    keep("dates of 101", { placesOf: 101 });
    keep("dates of 102", { placesOf: 102 });
    for (const payload of ["holds:101", "slots:101", "pending_orders:101"]) {
      news(payload);
      expect(cache.get("dates of 101", 0)).toBeUndefined();
      for (const other of ["product list", "discounts of 101", "dates of 102"]) {
        expect(cache.get(other, 0)?.body, `${other} after ${payload}`).toBe(other);
      }
      keep("dates of 101", { placesOf: 101 });
    }
    news("slots");
    expect(cache.get("dates of 102", 0)).toBeUndefined();
    expect(cache.get("product list", 0)?.body).toBe("product list");
    news("discounts");
    expect(cache.get("product list", 0)).toBeUndefined();
    await cache.stop();
  });
});
