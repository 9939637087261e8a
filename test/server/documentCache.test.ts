import { describe, expect, it } from "vitest";
import { documentCache, documentKey } from "../../server/shared/documents/documentCache.js";

const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill);

/** A maker that counts how often it is asked to make. */
const counted = (document: Uint8Array) => {
  let made = 0;
  return {
    make: () => {
      made += 1;
      return Promise.resolve(document);
    },
    made: () => made,
  };
};

describe("documents made once and kept", () => {
  it("a document is made once per key, however often and however many at once ask for it", async () => {
    const cache = documentCache(1000);
    const maker = counted(bytes(10));

    const atOnce = await Promise.all(Array.from({ length: 5 }, () => cache.kept("a", maker.make)));
    const later = await cache.kept("a", maker.make);

    expect(maker.made()).toBe(1);
    expect([...atOnce, later].every((document) => document === atOnce[0])).toBe(true);
  });

  it("the kept documents never pass the bound in bytes: the least recently asked for goes first", async () => {
    const cache = documentCache(30);
    const first = counted(bytes(10, 1));
    const second = counted(bytes(10, 2));
    const third = counted(bytes(10, 3));
    const fourth = counted(bytes(10, 4));
    await cache.kept("first", first.make);
    await cache.kept("second", second.make);
    await cache.kept("third", third.make);
    await cache.kept("first", first.make);

    await cache.kept("fourth", fourth.make);
    await cache.kept("first", first.make);
    await cache.kept("third", third.make);
    await cache.kept("second", second.make);

    expect([first.made(), second.made(), third.made(), fourth.made()]).toEqual([1, 2, 1, 1]);
  });

  it("a document whose making failed is not kept: the next ask makes it again", async () => {
    const cache = documentCache(1000);
    let attempts = 0;
    const flaky = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error("no")) : Promise.resolve(bytes(1));
    };

    await expect(cache.kept("a", flaky)).rejects.toThrow("no");
    await expect(cache.kept("a", flaky)).resolves.toEqual(bytes(1));
    expect(attempts).toBe(2);
  });

  it("a document's key changes with anything it is made from, and only with that", () => {
    const order = {
      guestName: "Grace Hopper",
      tickets: [{ barcode: "SN-1", visitDate: "2030-01-08" }],
    };

    expect(documentKey("pdf", order)).toBe(documentKey("pdf", structuredClone(order)));
    expect(documentKey("pdf", { ...order, guestName: "Ada Lovelace" })).not.toBe(
      documentKey("pdf", order),
    );
    expect(
      documentKey("pdf", { ...order, tickets: [{ barcode: "SN-1", visitDate: "2030-01-09" }] }),
    ).not.toBe(documentKey("pdf", order));
    expect(documentKey("pkpass", order)).not.toBe(documentKey("pdf", order));
  });
});
