import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiHeaders, storageKinds, type TestServer, useTestServer } from "./harness.js";
import {
  MONDAY_10AM,
  TODAY,
  TOMORROW,
  adults,
  createBody,
  createPendingOrder,
  inventoryOf,
  plusDays,
} from "./saleRequests.js";

/*
 * The product list, dates and discounts are answered from each process's read cache. Every
 * kind of change to what they are made of must show in the next answer of every instance on
 * the same database: a write through the API, an operator's SQL, and the clock (a hold that
 * runs out, a slot that ends, closing, midnight). Two instances share each database.
 */

const PRODUCT = 101;
const ticketing = "/api/ticketing/Web/NonGroupSale";
const sn = apiHeaders("sn");

type Instance = Pick<TestServer, "inject">;

const productList = async (instance: Instance) =>
  (
    await instance.inject({
      method: "GET",
      url: "/api/web-sales/products-with-upgrades",
      headers: sn,
    })
  ).json<{ products: { productId: number; name: string; fromPrice: number | null }[] }>();

const nameOf101 = async (instance: Instance) =>
  (await productList(instance)).products.find((product) => product.productId === PRODUCT)?.name;

interface Dates {
  readonly dates: string[];
  readonly soldOutDates: string[];
  readonly closedDates: string[];
}

const datesOf = async (instance: Instance): Promise<Dates> =>
  (
    await instance.inject({
      method: "GET",
      url: `${ticketing}/product/${PRODUCT}/dates`,
      headers: sn,
    })
  ).json<Dates>();

const discountsOn = (instance: Instance, date: string) =>
  instance.inject({
    method: "GET",
    url: `${ticketing}/product/${PRODUCT}/discounts`,
    query: { requestedDate: date },
    headers: sn,
  });

const adultPriceOn = async (instance: Instance, date: string) =>
  (await discountsOn(instance, date))
    .json<{ discounts: { id: number; price: number }[] }>()
    .discounts.find((discount) => discount.id === 1011)?.price;

describe.each(storageKinds())("on %s", (kind) => {
  const server = useTestServer(kind, { start: MONDAY_10AM });
  let other: Instance;
  let instances: readonly Instance[];

  beforeAll(async () => {
    other = await server().anotherInstance();
    instances = [server(), other];
  });

  beforeEach(async () => {
    server().clock.set(MONDAY_10AM);
    await server().storage.query("update slots set sold = 0");
    await server().storage.query("update pending_orders set status = 'confirmed'");
  });

  /**
   * Another process hears of a write when the database's notification reaches it: at once on
   * PGlite (one process), a moment after the commit on PostgreSQL. Until then it may not be
   * asked; from then on, never the old answer.
   */
  const inEveryInstance = async (check: (instance: Instance) => Promise<void>) => {
    for (const instance of instances) await vi.waitFor(() => check(instance), { timeout: 5_000 });
  };

  /** Each instance has answered, so each has the answer in its cache. */
  const everyInstanceAsks = <T>(ask: (instance: Instance) => Promise<T>) =>
    Promise.all(instances.map(ask));

  /** The database changed without telling anyone: only a cached answer can still be the old. */
  const unheardUpdate = (sql: string, params: readonly unknown[]) =>
    server().storage.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      await tx.query(sql, params);
    });

  it("answers a repeated read from the cache, so what follows tests its invalidation", async () => {
    const before = await nameOf101(server());
    await unheardUpdate(
      "update products set details = jsonb_set(details, '{name}', to_jsonb($1::text)) where product_id = $2",
      ["Unheard", PRODUCT],
    );
    expect(await nameOf101(server())).toBe(before);
    await server().storage.query(
      "update products set details = jsonb_set(details, '{name}', to_jsonb($1::text)) where product_id = $2",
      [before, PRODUCT],
    );
  });

  it("an operator's change to a product shows in the product list of every instance", async () => {
    await everyInstanceAsks(nameOf101);
    await server().storage.query(
      "update products set details = jsonb_set(details, '{name}', to_jsonb($1::text)) where product_id = $2",
      ["General Admission (renamed)", PRODUCT],
    );
    await inEveryInstance(async (instance) => {
      expect(await nameOf101(instance)).toBe("General Admission (renamed)");
    });
  });

  it("a price change shows in the product list's from-price and in the discounts", async () => {
    await everyInstanceAsks((instance) => adultPriceOn(instance, TOMORROW));
    const fromPrices = await everyInstanceAsks(productList);
    await server().storage.query(
      "update discounts set price_cents = 1234 where discount_id = 1011",
    );
    await inEveryInstance(async (instance) => {
      expect(await adultPriceOn(instance, TOMORROW)).toBe(12.34);
      const list = await productList(instance);
      expect(list).not.toEqual(fromPrices[0]);
      expect(list.products.find((p) => p.productId === PRODUCT)?.fromPrice).toBe(12.34);
    });
    await server().storage.query(
      "update discounts set price_cents = 3500 where discount_id = 1011",
    );
  });

  it("a tenant's settings change shows in the product list", async () => {
    await everyInstanceAsks(productList);
    await server().storage.query(
      "update tenant_settings set pricing_notice = 'Prices changed' where tenant = 'sn'",
    );
    await inEveryInstance(async (instance) => {
      expect(await productList(instance)).toMatchObject({ pricingNotice: "Prices changed" });
    });
  });

  /** Tomorrow's slots all full but one place, which the returned slot still has. */
  const tomorrowWithOnePlaceLeft = async () => {
    const [last, ...others] = (await inventoryOf(server(), PRODUCT, TOMORROW)).reverse();
    if (last === undefined) throw new Error("tomorrow has no slot");
    await server().storage.query(
      "update slots set sold = capacity - (case when slot_id = $1 then 1 else 0 end) where product_id = $2 and visit_date = $3",
      [last.inventoryId, PRODUCT, TOMORROW],
    );
    expect(others.length).toBeGreaterThan(0);
    return last;
  };

  it("a hold that takes a date's last place makes it sold out, and its expiry frees it", async () => {
    const last = await tomorrowWithOnePlaceLeft();
    await inEveryInstance(async (instance) => {
      expect((await datesOf(instance)).dates).toContain(TOMORROW);
    });
    const held = await createPendingOrder(
      other,
      createBody([
        {
          productId: PRODUCT,
          visitDate: TOMORROW,
          inventoryId: last.inventoryId,
          selectedDiscounts: [adults(1)],
        },
      ]),
    );
    expect(held.statusCode, held.body).toBe(200);
    // The instance that took the hold answers it at once; the other once it has heard.
    expect((await datesOf(other)).soldOutDates).toContain(TOMORROW);
    await inEveryInstance(async (instance) => {
      expect((await datesOf(instance)).soldOutDates).toContain(TOMORROW);
    });
    server().clock.advance(10 * 60_000);
    for (const instance of instances) {
      expect((await datesOf(instance)).dates).toContain(TOMORROW);
    }
  });

  it("a cancelled sale that gives places back puts a sold-out date on sale again", async () => {
    await tomorrowWithOnePlaceLeft();
    await server().storage.query(
      "update slots set sold = capacity where product_id = $1 and visit_date = $2",
      [PRODUCT, TOMORROW],
    );
    await inEveryInstance(async (instance) => {
      expect((await datesOf(instance)).soldOutDates).toContain(TOMORROW);
    });
    await server().storage.query(
      "update slots set sold = sold - 2 where slot_id = (select min(slot_id) from slots where product_id = $1 and visit_date = $2)",
      [PRODUCT, TOMORROW],
    );
    await inEveryInstance(async (instance) => {
      expect((await datesOf(instance)).dates).toContain(TOMORROW);
    });
  });

  it("a hold on one product's date keeps every answer not made of its places: the product list, the discounts, another product's dates", async () => {
    const OTHER = 102;
    const last = await tomorrowWithOnePlaceLeft();
    await inventoryOf(server(), OTHER, TOMORROW);
    const name = await nameOf101(server());
    const datesOfOther = async (instance: Instance) =>
      (
        await instance.inject({
          method: "GET",
          url: `${ticketing}/product/${String(OTHER)}/dates`,
          headers: sn,
        })
      ).json<Dates>();
    await inEveryInstance(async (instance) => {
      expect((await datesOf(instance)).dates).toContain(TOMORROW);
      expect((await datesOfOther(instance)).dates).toContain(TOMORROW);
      expect(await adultPriceOn(instance, TOMORROW)).toBe(35);
      expect(await nameOf101(instance)).toBe(name);
    });
    // Changed with no news: only an answer still kept shows what was there before.
    await unheardUpdate(
      "update products set details = jsonb_set(details, '{name}', to_jsonb($1::text)) where product_id = $2",
      ["Unheard", PRODUCT],
    );
    await unheardUpdate("update discounts set price_cents = 1234 where discount_id = $1", [1011]);
    await unheardUpdate(
      "update slots set sold = capacity where product_id = $1 and visit_date = $2",
      [OTHER, TOMORROW],
    );
    const held = await createPendingOrder(
      other,
      createBody([
        {
          productId: PRODUCT,
          visitDate: TOMORROW,
          inventoryId: last.inventoryId,
          selectedDiscounts: [adults(1)],
        },
      ]),
    );
    expect(held.statusCode, held.body).toBe(200);
    await inEveryInstance(async (instance) => {
      expect((await datesOf(instance)).soldOutDates).toContain(TOMORROW);
    });
    for (const instance of instances) {
      expect(await nameOf101(instance)).toBe(name);
      expect(await adultPriceOn(instance, TOMORROW)).toBe(35);
      expect((await datesOfOther(instance)).dates).toContain(TOMORROW);
    }
    await server().storage.query(
      "update products set details = jsonb_set(details, '{name}', to_jsonb($1::text)) where product_id = $2",
      [name, PRODUCT],
    );
    await server().storage.query(
      "update discounts set price_cents = 3500 where discount_id = 1011",
    );
  });

  it("a request spelt otherwise, or with parameters its route does not read, is answered from the same kept answer and pushes no other out", async () => {
    const plain = await discountsOn(server(), TOMORROW);
    expect(plain.statusCode).toBe(200);
    await unheardUpdate("update discounts set price_cents = 1234 where discount_id = $1", [1011]);
    const spelt = await server().inject({
      method: "GET",
      url: `${ticketing}/product/${String(PRODUCT)}/discounts?requested%44ate=${TOMORROW}`,
      headers: sn,
    });
    expect(spelt.body).toBe(plain.body);
    for (let junk = 0; junk < 2_100; junk++) {
      const padded = await server().inject({
        method: "GET",
        url: `${ticketing}/product/${String(PRODUCT)}/discounts?requestedDate=${TOMORROW}&junk=${String(junk)}`,
        headers: sn,
      });
      expect(padded.body).toBe(plain.body);
    }
    expect(await adultPriceOn(server(), TOMORROW)).toBe(35);
    await server().storage.query(
      "update discounts set price_cents = 3500 where discount_id = 1011",
    );
    await vi.waitFor(async () => {
      expect(await adultPriceOn(server(), TOMORROW)).toBe(35);
    });
  });

  it("today is sold out once the slot with the last places ends", async () => {
    const [current, ...later] = await inventoryOf(server(), PRODUCT, TODAY);
    if (current === undefined) throw new Error("today has no slot left");
    await server().storage.query(
      "update slots set sold = capacity where slot_id = any($1::bigint[])",
      [later.map((slot) => slot.inventoryId)],
    );
    await inEveryInstance(async (instance) => {
      expect((await datesOf(instance)).dates).toContain(TODAY);
    });
    server().clock.set(new Date(`${current.endTime}-08:00`));
    for (const instance of instances) {
      expect((await datesOf(instance)).soldOutDates).toContain(TODAY);
    }
  });

  it("at closing today goes off sale, in the dates and the discounts", async () => {
    await everyInstanceAsks(datesOf);
    await everyInstanceAsks((instance) => discountsOn(instance, TODAY));
    server().clock.set(new Date(`${TODAY}T21:00:00-08:00`));
    for (const instance of instances) {
      const dates = await datesOf(instance);
      expect(dates.dates).not.toContain(TODAY);
      expect(dates.closedDates).toContain(TODAY);
      expect((await discountsOn(instance, TODAY)).statusCode).toBe(400);
    }
  });

  it("at the venue's midnight the window moves on a day", async () => {
    const before = await everyInstanceAsks(datesOf);
    const lastDay = before[0]?.dates.at(-1) ?? "";
    server().clock.set(new Date(`${plusDays(TODAY, 1)}T00:00:00-08:00`));
    for (const instance of instances) {
      const dates = await datesOf(instance);
      expect(dates.dates).not.toContain(TODAY);
      expect(dates.dates).toContain(plusDays(lastDay, 1));
    }
  });

  it("a browser that holds the current answer is told 304; after a change, the new answer", async () => {
    const first = await discountsOn(server(), TOMORROW);
    const etag = first.headers.etag;
    expect(typeof etag).toBe("string");
    const again = await server().inject({
      method: "GET",
      url: `${ticketing}/product/${PRODUCT}/discounts`,
      query: { requestedDate: TOMORROW },
      headers: { ...sn, "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await server().storage.query(
      "update discounts set price_cents = 3600 where discount_id = 1011",
    );
    await vi.waitFor(async () => {
      const changed = await server().inject({
        method: "GET",
        url: `${ticketing}/product/${PRODUCT}/discounts`,
        query: { requestedDate: TOMORROW },
        headers: { ...sn, "if-none-match": String(etag) },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
    await server().storage.query(
      "update discounts set price_cents = 3500 where discount_id = 1011",
    );
  });
});
