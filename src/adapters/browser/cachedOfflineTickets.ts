import * as E from "fp-ts/lib/Either.js";
import { orderRoutes } from "#contract/orderRoutes.js";
import type { Ticket } from "../../domain/order.js";
import type { OfflineCopy, OfflineTickets } from "../../ports/offlineTickets.js";
import { OFFLINE_TICKETS_CACHE } from "./offlineTicketsCache.js";

const refused = E.left({ tag: "DEVICE_STORAGE_REFUSED" } as const);

/** The number a kept tickets answer was asked with; none for anything else in the cache. */
const confirmationOf = (request: Request): string | null => {
  const url = new URL(request.url);
  return url.pathname === orderRoutes.viewTickets.path
    ? url.searchParams.get("orderConfirmation")
    : null;
};

/** The kept answer's tickets, as the storefront reads the API's; none when it does not read. */
const ticketsOf = async (answer: Response | undefined): Promise<readonly Ticket[]> => {
  try {
    const decoded = orderRoutes.viewTickets.reading.decode(await answer?.json());
    return E.isRight(decoded) ? decoded.right : [];
  } catch {
    return [];
  }
};

/**
 * The offline worker's copies of tickets answers, in the origin's Cache Storage, which a page
 * shares with its worker; none without it (Cache Storage exists on secure origins only, and
 * only there does the worker keep copies). A copy is keyed by its request: the number as it
 * was asked, with the group-sale flag when there was one.
 */
export const createCachedOfflineTickets = (storage: CacheStorage | undefined): OfflineTickets => {
  // A page whose worker never ran has no such cache: opening one would make it.
  const kept = async (): Promise<Cache | undefined> =>
    storage !== undefined && (await storage.has(OFFLINE_TICKETS_CACHE))
      ? storage.open(OFFLINE_TICKETS_CACHE)
      : undefined;
  const keysOf = async (cache: Cache) =>
    (await cache.keys()).flatMap((request) => {
      const orderConfirmation = confirmationOf(request);
      return orderConfirmation === null ? [] : [{ request, orderConfirmation }];
    });
  return {
    copies: () => async () => {
      try {
        const cache = await kept();
        if (cache === undefined) return E.right([]);
        const copies = await Promise.all(
          (await keysOf(cache)).map(
            async ({ request, orderConfirmation }): Promise<OfflineCopy> => ({
              orderConfirmation,
              tickets: await ticketsOf(await cache.match(request, { ignoreVary: true })),
            }),
          ),
        );
        return E.right(copies);
      } catch {
        return refused;
      }
    },
    remove: (orderConfirmation) => async () => {
      try {
        const cache = await kept();
        if (cache === undefined) return E.right(undefined);
        const copies = (await keysOf(cache)).filter(
          (copy) => copy.orderConfirmation === orderConfirmation,
        );
        await Promise.all(copies.map(({ request }) => cache.delete(request, { ignoreVary: true })));
        return E.right(undefined);
      } catch {
        return refused;
      }
    },
  };
};

/** The page's: Cache Storage exists only on secure origins (https, localhost). */
export const offlineTicketsOf = (page: Window): OfflineTickets =>
  createCachedOfflineTickets("caches" in page ? page.caches : undefined);
