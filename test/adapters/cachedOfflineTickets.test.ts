import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { routes, type RouteContract } from "#contract/routes.js";
import { createCachedOfflineTickets } from "../../src/adapters/browser/cachedOfflineTickets.js";
import { OFFLINE_TICKETS_CACHE } from "../../src/adapters/browser/offlineTicketsCache.js";
import { aTicket } from "../builders.js";

const origin = "https://shop.example";
const ticketsUrl = (query: string) => `${origin}${routes.viewTickets.path}?${query}`;
const tickets = [aTicket({ ticketId: 1 }), aTicket({ ticketId: 2, barcode: "TKT0000002" })];

/** The origin's Cache Storage as a page shares it with its worker, in memory. */
const fakeCacheStorage = (failing = false) => {
  const caches = new Map<string, Map<string, Response>>();
  const cacheOf = (entries: Map<string, Response>) =>
    ({
      keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
      match: (request: Request) => Promise.resolve(entries.get(request.url)?.clone()),
      delete: (request: Request) => {
        if (failing) return Promise.reject(new DOMException("locked", "SecurityError"));
        return Promise.resolve(entries.delete(request.url));
      },
    }) as unknown as Cache;
  const storage = {
    has: (name: string) => Promise.resolve(caches.has(name)),
    open: (name: string) => {
      const entries = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, entries);
      return Promise.resolve(cacheOf(entries));
    },
  } as unknown as CacheStorage;
  return {
    storage,
    caches,
    keep: (url: string, body: string) => {
      const entries = caches.get(OFFLINE_TICKETS_CACHE) ?? new Map<string, Response>();
      caches.set(OFFLINE_TICKETS_CACHE, entries);
      entries.set(url, new Response(body, { headers: { "content-type": "application/json" } }));
    },
    keptUrls: () => [...(caches.get(OFFLINE_TICKETS_CACHE)?.keys() ?? [])],
  };
};

describe("the offline worker's copies of tickets, in Cache Storage", () => {
  it("each kept tickets answer is a copy of the number it was asked with, its tickets read as the API's", async () => {
    const device = fakeCacheStorage();
    device.keep(ticketsUrl("orderConfirmation=CONF-5001"), JSON.stringify(tickets));
    device.keep(ticketsUrl("orderConfirmation=conf-6002&FE_isGroupSale=true"), "[]");
    const copies = await createCachedOfflineTickets(device.storage).copies()();
    expect(copies).toEqual(
      E.right([
        { orderConfirmation: "CONF-5001", tickets },
        { orderConfirmation: "conf-6002", tickets: [] },
      ]),
    );
  });

  it("a kept answer that does not read as tickets is a copy with none", async () => {
    const device = fakeCacheStorage();
    device.keep(ticketsUrl("orderConfirmation=CONF-1"), "not json");
    device.keep(ticketsUrl("orderConfirmation=CONF-2"), JSON.stringify([{ barcode: 1 }]));
    const copies = await createCachedOfflineTickets(device.storage).copies()();
    expect(copies).toEqual(
      E.right([
        { orderConfirmation: "CONF-1", tickets: [] },
        { orderConfirmation: "CONF-2", tickets: [] },
      ]),
    );
  });

  it("removing a number's copy deletes it, with or without the sale's flag; other numbers' stay, even in another case", async () => {
    const device = fakeCacheStorage();
    device.keep(ticketsUrl("orderConfirmation=CONF-5001"), JSON.stringify(tickets));
    device.keep(ticketsUrl("orderConfirmation=CONF-5001&FE_isGroupSale=true"), "[]");
    device.keep(ticketsUrl("orderConfirmation=conf-5001"), JSON.stringify(tickets));
    device.keep(ticketsUrl("orderConfirmation=CONF-6002"), JSON.stringify(tickets));
    const removed = await createCachedOfflineTickets(device.storage).remove("CONF-5001")();
    expect(removed).toEqual(E.right(undefined));
    expect(device.keptUrls()).toEqual([
      ticketsUrl("orderConfirmation=conf-5001"),
      ticketsUrl("orderConfirmation=CONF-6002"),
    ]);
  });

  it("every answer the worker keeps in the tickets' cache is one the storefront removes with its order", async () => {
    const kept = Object.values<RouteContract>(routes).filter(
      (contract) => contract.offline === "tickets",
    );
    expect(kept.length).toBeGreaterThan(0);
    const device = fakeCacheStorage();
    for (const contract of kept) {
      device.keep(`${origin}${contract.path}?orderConfirmation=CONF-5001`, JSON.stringify(tickets));
    }
    await createCachedOfflineTickets(device.storage).remove("CONF-5001")();
    expect(device.keptUrls()).toEqual([]);
  });

  it("a device whose worker never ran keeps no copies, and none is made by looking", async () => {
    const device = fakeCacheStorage();
    const offline = createCachedOfflineTickets(device.storage);
    expect(await offline.copies()()).toEqual(E.right([]));
    expect(await offline.remove("CONF-5001")()).toEqual(E.right(undefined));
    expect(device.caches.has(OFFLINE_TICKETS_CACHE)).toBe(false);
  });

  it("a device that will not delete a copy answers DEVICE_STORAGE_REFUSED", async () => {
    const device = fakeCacheStorage(true);
    device.keep(ticketsUrl("orderConfirmation=CONF-5001"), JSON.stringify(tickets));
    const removed = await createCachedOfflineTickets(device.storage).remove("CONF-5001")();
    expect(removed).toEqual(E.left({ tag: "DEVICE_STORAGE_REFUSED" }));
  });

  it("a device whose storage cannot be read answers DEVICE_STORAGE_REFUSED", async () => {
    const storage = {
      has: () => Promise.reject(new DOMException("denied", "SecurityError")),
    } as unknown as CacheStorage;
    const offline = createCachedOfflineTickets(storage);
    expect(await offline.copies()()).toEqual(E.left({ tag: "DEVICE_STORAGE_REFUSED" }));
    expect(await offline.remove("CONF-5001")()).toEqual(E.left({ tag: "DEVICE_STORAGE_REFUSED" }));
  });

  it("a page without Cache Storage (an insecure origin) keeps no copies and has none to remove", async () => {
    const offline = createCachedOfflineTickets(undefined);
    expect(await offline.copies()()).toEqual(E.right([]));
    expect(await offline.remove("CONF-5001")()).toEqual(E.right(undefined));
  });
});
