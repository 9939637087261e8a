import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../../server/api/storage/storage.js";
import { freshStorage, storageKinds } from "./harness.js";
import { migratedUpTo, storeGeneralAdmission } from "./migrationSteps.js";

/*
 * Migrations 014 (the venue's words in other languages) and 015 (an order's language) on a
 * database stored before them: what it holds stays, its orders were bought in English, and a
 * translation is laid beside a product it already has.
 */

const storeAnOrder = async (storage: Storage) => {
  await storeGeneralAdmission(storage);
  await storage.query(
    `insert into pending_orders (order_id, tenant, sale_kind, request, priced, total_cents,
       tax_cents, status, created_at_ms, expires_at_ms)
     values (100001, 'sn', 'general', '{}', '{}', 3854, 354, 'confirmed', 0, 600000)`,
  );
  await storage.query(
    `insert into orders (order_id, tenant, order_confirmation, email, first_name, last_name,
       address1, address2, city, state, postal_code, country, phone_number, card_owner_name,
       send_notification, total_cents, tax_cents, ordered_at, visit_at)
     values (100001, 'sn', 'ABC123', 'ada@example.com', 'Ada', 'Guest', '1 Main St', '',
       'Seattle', 'WA', '98109', 'US', '206-555-0100', 'Ada Guest', false, 3854, 354,
       '2030-01-07T10:00:00', '2030-01-08T10:00:00')`,
  );
};

describe.each(storageKinds())("the language migrations, on %s", (kind) => {
  let storage: Storage;
  let closeStorage: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    ({ storage, close: closeStorage } = await freshStorage(kind));
    dir = await mkdtemp(join(tmpdir(), "storefront-language-migration-"));
    const migrateTheRest = await migratedUpTo(storage, dir, "014");
    await storeAnOrder(storage);
    await migrateTheRest();
  }, 60_000);

  afterAll(async () => {
    await closeStorage();
    await rm(dir, { recursive: true, force: true });
  });

  it("an order stored before kept its rows and was bought in English, as was its pending order", async () => {
    expect(
      await storage.query(
        `select o.order_confirmation, o.language, p.language as held
         from orders o join pending_orders p using (order_id)`,
      ),
    ).toEqual([{ order_confirmation: "ABC123", language: "en", held: "en" }]);
  });

  it("a product and a ticket type stored before take their words in another language", async () => {
    await storage.query(
      `insert into product_translations (product_id, locale, details)
       values (1, 'es', '{"name": "Entrada general"}')`,
    );
    await storage.query(
      "insert into discount_translations (discount_id, locale, name) values (11, 'es', 'Adulto')",
    );
    expect(
      await storage.query(
        `select p.details || t.details as details, dt.name as ticket_type
         from products p join product_translations t using (product_id)
         join discount_translations dt on dt.discount_id = 11`,
      ),
    ).toEqual([{ details: { name: "Entrada general" }, ticket_type: "Adulto" }]);
  });

  it("a translation is no list of words but an object of fields", async () => {
    await expect(
      storage.query(
        `insert into product_translations (product_id, locale, details)
         values (1, 'ja', '["一般入場券"]')`,
      ),
    ).rejects.toThrow(/check/);
  });
});
