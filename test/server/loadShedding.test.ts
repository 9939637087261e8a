import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import { buildApp } from "../../server/app.js";
import { migrate } from "../../server/api/storage/migrate.js";
import { seedIfEmpty } from "../../server/api/storage/seed/seed.js";
import { manualClock } from "../support/manualClock.js";
import { apiHeaders, freshStorage, MONDAY_10AM, storageKinds } from "./harness.js";
import { holdable } from "./holdableStorage.js";
import { TOMORROW, adults, createBody } from "./saleRequests.js";

/*
 * Past MAX_IN_FLIGHT requests at work on the database, the next is refused at once with a 503
 * and Retry-After, before it has done anything. The overload is forced, not timed: the
 * database is held shut while one admitted request waits on it.
 */

const PRODUCT = 101;
const sn = apiHeaders("sn");

describe.each(storageKinds())("on %s", (kind) => {
  let app: FastifyInstance;
  let database: ReturnType<typeof holdable>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshStorage(kind);
    close = fresh.close;
    const clock = manualClock(MONDAY_10AM);
    await migrate(fresh.storage);
    await seedIfEmpty(fresh.storage, clock.now());
    database = holdable(fresh.storage);
    app = await buildApp({ storage: database.storage, clock, maxInFlight: 1, guessLimit: null });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await close();
  });

  const inventory = () =>
    app.inject({
      method: "POST",
      url: `/api/ticketing/Web/NonGroupSale/product/${PRODUCT}/inventory`,
      query: { requestedDate: TOMORROW },
      headers: sn,
      payload: { selectedDiscounts: [] },
    });

  const productList = () =>
    app.inject({ method: "GET", url: "/api/web-sales/products-with-upgrades", headers: sn });

  /** Runs `check` while one admitted request waits on the held database, then lets it finish. */
  const whileOverloaded = async (check: () => Promise<void>) => {
    database.hold();
    const admitted = inventory();
    await database.someoneWaits();
    try {
      await check();
    } finally {
      database.release();
    }
    expect((await admitted).statusCode).toBe(200);
  };

  const pendingOrders = async () =>
    (
      await database.storage.query<{ count: number }>(
        "select count(*) as count from pending_orders",
      )
    )[0]?.count;

  it("past the bound, a request is answered 503 with Retry-After at once", async () => {
    await whileOverloaded(async () => {
      const refused = await inventory();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("1");
      const body = refused.json<{ Code: number; message: string }>();
      expect(body.Code).toBe(WireCode.ServerBusy);
      expect(body.message).not.toBe("");
    });
    expect((await inventory()).statusCode).toBe(200);
  });

  it("a purchase step refused for overload has done nothing: asked again with its key, it is done once", async () => {
    const [slot] = (await inventory()).json<{ inventory: { inventoryId: number }[] }>().inventory;
    const reserve = () =>
      app.inject({
        method: "POST",
        url: "/api/ticketing/create-pending-order",
        headers: { ...sn, carttoken: "shed-then-served", "idempotency-key": "shed-then-served" },
        payload: createBody([
          {
            productId: PRODUCT,
            visitDate: TOMORROW,
            inventoryId: slot?.inventoryId ?? null,
            selectedDiscounts: [adults(2)],
          },
        ]),
      });
    const before = await pendingOrders();
    await whileOverloaded(async () => {
      expect((await reserve()).statusCode).toBe(503);
    });
    expect(await pendingOrders()).toBe(before);
    const served = await reserve();
    expect(served.statusCode, served.body).toBe(200);
    const replayed = await reserve();
    expect(replayed.json()).toEqual(served.json());
    expect(await pendingOrders()).toBe((before ?? 0) + 1);
  });

  it("a read kept in the cache is still answered while the database is overloaded", async () => {
    const listed = await productList();
    expect(listed.statusCode).toBe(200);
    await whileOverloaded(async () => {
      const again = await productList();
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(listed.body);
    });
  });
});
