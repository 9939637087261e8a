import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  catalogueOfTickets,
  orderTerms,
  paidFor,
  worthOf,
} from "../../server/api/sales/orderValue.js";
import type { Storage } from "../../server/api/storage/storage.js";
import { freshStorage, storageKinds } from "./harness.js";
import { migratedUpTo, storeGeneralAdmission } from "./migrationSteps.js";

/*
 * Migration 016 (cancel some tickets) on a database stored before it: an order refunded then
 * gave back its payment, and a ticket sold then is worth what the catalogue's price rule and
 * the tenant's tax rate say, as it was when it was sold.
 */

const PAID = 3854;

const storeOrder = async (storage: Storage, orderId: number, refundedAtMs: number | null) => {
  await storage.query(
    `insert into pending_orders (order_id, tenant, sale_kind, request, priced, total_cents,
       tax_cents, status, created_at_ms, expires_at_ms)
     values ($1, 'sn', 'general', '{}', '{}', $2, 354, 'confirmed', 0, 600000)`,
    [orderId, PAID],
  );
  await storage.query(
    `insert into orders (order_id, tenant, order_confirmation, email, first_name, last_name,
       address1, address2, city, state, postal_code, country, phone_number, card_owner_name,
       send_notification, total_cents, tax_cents, ordered_at, visit_at, refunded_at_ms)
     values ($1, 'sn', $2, 'ada@example.com', 'Ada', 'Guest', '1 Main St', '', 'Seattle', 'WA',
       '98109', 'US', '206-555-0100', 'Ada Guest', false, $3, 354, '2030-01-07T10:00:00',
       '2030-01-08T10:00:00', $4)`,
    [orderId, `C${orderId}`, PAID, refundedAtMs],
  );
  await storage.query(
    `insert into payments (order_id, amount_cents, card_last4, approved_at_ms)
     values ($1, $2, '4242', 0)`,
    [orderId, PAID],
  );
  await storage.query(
    `insert into tickets (order_id, product_id, slot_id, discount_id, discount_name, name, barcode,
       visit_date, start_time, end_time)
     values ($1, 1, 1, 11, 'Adult', 'General Admission', $2, '2030-01-08', '2030-01-08T10:00:00',
       '2030-01-08T11:00:00')`,
    [orderId, `B${orderId}`],
  );
};

const storeCatalogue = async (storage: Storage) => {
  await storeGeneralAdmission(storage);
  await storage.query(
    `insert into slots (slot_id, product_id, visit_date, start_time, end_time, capacity, sold)
     values (1, 1, '2030-01-08', '2030-01-08T10:00:00', '2030-01-08T11:00:00', 10, 1)`,
  );
  await storage.query(
    `insert into tenant_settings (tenant, html_header, html_footer, tax_basis_points,
       pricing_notice, checkout_thank_message, checkout_upgrade_message, checkout_message,
       insights_key, sentry_env)
     values ('sn', '', '', 1010, '', '', '', '', '', '')`,
  );
};

describe.each(storageKinds())("the cancel-some-tickets migration, on %s", (kind) => {
  let storage: Storage;
  let closeStorage: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    ({ storage, close: closeStorage } = await freshStorage(kind));
    dir = await mkdtemp(join(tmpdir(), "storefront-cancel-tickets-migration-"));
    const migrateTheRest = await migratedUpTo(storage, dir, "016");
    await storeCatalogue(storage);
    await storeOrder(storage, 100001, null);
    await storeOrder(storage, 100002, 1_000);
    await migrateTheRest();
  }, 60_000);

  afterAll(async () => {
    await closeStorage();
    await rm(dir, { recursive: true, force: true });
  });

  it("an order refunded before gave back its payment: nothing is paid for it any more", async () => {
    expect(await paidFor(storage, 100002)).toBe(0);
    expect(
      await storage.query(
        "select kind, amount_cents, at_ms from order_money where order_id = $1",
        [100002],
      ),
    ).toEqual([{ kind: "refund", amount_cents: PAID, at_ms: 1_000 }]);
  });

  it("an order standing before is paid for in full, and its tickets are worth what the catalogue and the tax rate say", async () => {
    expect(await paidFor(storage, 100001)).toBe(PAID);
    const tickets = await storage.query<{
      product_id: number;
      discount_id: number;
      visit_date: string;
      unit_cents: number | null;
    }>(
      "select product_id, discount_id, visit_date, unit_cents from tickets where order_id = $1",
      [100001],
    );
    expect(tickets.map((ticket) => ticket.unit_cents)).toEqual([null]);
    const terms = await orderTerms(storage, 100001);
    expect(terms).toEqual({ tenant: "sn", saleKind: "general", taxBasisPoints: null });
    const catalogue = await catalogueOfTickets(storage, terms, tickets);
    expect(worthOf(catalogue, terms, tickets)).toEqual({ tax: 354, total: PAID });
  });
});
