import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKinds, type TestServer, useTestServer } from "./harness.js";
import {
  MONDAY_10AM,
  TOMORROW,
  adults,
  createBody,
  createPendingOrder,
  failureOf,
  firstSlot,
  price,
  priceBody,
  type Entry,
} from "./saleRequests.js";

/*
 * The price call and create pending order read the order catalogue (products, ticket types,
 * tax rate) from each process's read cache. An operator's change to any of them must show in
 * the next price and hold of every instance on the same database; a hold, which changes only
 * what is free, leaves the kept catalogue in place. Two instances share each database.
 */

const PRODUCT = 101;

type Instance = Pick<TestServer, "inject">;

interface Priced {
  readonly subtotal: number;
  readonly tax: number;
  readonly total: number;
}

describe.each(storageKinds())("on %s", (kind) => {
  const server = useTestServer(kind, { start: MONDAY_10AM });
  let instances: readonly Instance[];
  let entry: Entry;

  beforeAll(async () => {
    instances = [server(), await server().anotherInstance()];
    const slot = await firstSlot(server(), PRODUCT, TOMORROW);
    entry = {
      productId: PRODUCT,
      visitDate: TOMORROW,
      inventoryId: slot.inventoryId,
      selectedDiscounts: [adults(2)],
    };
  });

  beforeEach(async () => {
    // Earlier tests' holds leave the slot's capacity to this one.
    await server().storage.query("update pending_orders set status = 'confirmed'");
    // Only what a test changed is put back: a write that changes nothing sends no news that
    // could arrive during the next test.
    await server().storage.query(
      "update discounts set price_cents = 3500 where discount_id = 1011 and price_cents <> 3500",
    );
    await server().storage.query(
      "update products set is_available = true where product_id = $1 and not is_available",
      [PRODUCT],
    );
  });

  const pricedBy = async (instance: Instance): Promise<Priced> => {
    const answer = await price(instance as TestServer, priceBody([entry]));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Priced>();
  };

  const heldBy = async (instance: Instance): Promise<Priced> => {
    const answer = await createPendingOrder(instance, createBody([entry]));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: Priced }>().data;
  };

  /** Every instance has priced and held the order, so each keeps its catalogue. */
  const everyInstanceKeeps = () =>
    Promise.all(
      instances.map(async (instance) => [await pricedBy(instance), await heldBy(instance)]),
    );

  /** The notification reaches another process a moment after the commit on PostgreSQL. */
  const inEveryInstance = async (check: (instance: Instance) => Promise<void>) => {
    for (const instance of instances) await vi.waitFor(() => check(instance), { timeout: 5_000 });
  };

  /** The database changed without telling anyone: only a kept catalogue can still be the old. */
  const unheardUpdate = (sql: string) =>
    server().storage.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      await tx.query(sql);
    });

  it("prices from the kept catalogue, also after a hold, so what follows tests its invalidation", async () => {
    const before = await pricedBy(server());
    await unheardUpdate("update discounts set price_cents = 1234 where discount_id = 1011");
    expect(await heldBy(server())).toEqual(before);
    expect(await pricedBy(server())).toEqual(before);
  });

  it("an operator's price change shows in the price and the hold of every instance", async () => {
    await everyInstanceKeeps();
    await server().storage.query(
      "update discounts set price_cents = 1234 where discount_id = 1011",
    );
    await inEveryInstance(async (instance) => {
      expect((await pricedBy(instance)).subtotal).toBe(24.68);
      expect((await heldBy(instance)).subtotal).toBe(24.68);
    });
  });

  it("a tax rate change shows in the price and the hold of every instance", async () => {
    const before = await pricedBy(server());
    await everyInstanceKeeps();
    await server().storage.query(
      "update tenant_settings set tax_basis_points = tax_basis_points + 500 where tenant = 'sn'",
    );
    await inEveryInstance(async (instance) => {
      expect((await pricedBy(instance)).tax).toBeGreaterThan(before.tax);
      expect((await heldBy(instance)).tax).toBeGreaterThan(before.tax);
    });
    await server().storage.query(
      "update tenant_settings set tax_basis_points = tax_basis_points - 500 where tenant = 'sn'",
    );
  });

  it("a product taken off sale is refused by the price and the hold of every instance", async () => {
    await everyInstanceKeeps();
    await server().storage.query("update products set is_available = false where product_id = $1", [
      PRODUCT,
    ]);
    await inEveryInstance(async (instance) => {
      const refusals = [
        await price(instance as TestServer, priceBody([entry])),
        await createPendingOrder(instance, createBody([entry])),
      ].map(failureOf);
      for (const refusal of refusals) {
        expect(refusal).toMatchObject({ status: 409, Code: 21, productIds: [PRODUCT] });
      }
    });
  });
});
