import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedIfEmpty } from "../../server/api/storage/seed/seed.js";
import type { Storage } from "../../server/api/storage/storage.js";
import { listedCategoryNames } from "../../src/domain/category.js";
import { freshStorage, MONDAY_10AM, storageKinds } from "./harness.js";
import { migratedUpTo } from "./migrationSteps.js";
import { migrate } from "../../server/api/storage/migrate.js";

/*
 * The database's product categories are the domain's listed ones (src/domain/category.ts),
 * written by the seed: a product in any other is refused, as the check constraint of
 * 001_schema.sql refused it before 013_product_categories.sql replaced it.
 */

const storedCategories = async (storage: Storage) =>
  (await storage.query<{ name: string }>("select name from product_categories order by name")).map(
    (row) => row.name,
  );

const insertProductIn = (storage: Storage, category: string) =>
  storage.query(
    `insert into products (product_id, tenant, category, sort_order, details, open_time,
       close_time, slot_capacity)
     values (999, 'sn', $1, 99, '{}', '09:00', '17:00', 10)`,
    [category],
  );

describe.each(storageKinds())("product categories, on %s", (kind) => {
  describe("a database migrated and seeded", () => {
    let storage: Storage;
    let closeStorage: () => Promise<void>;

    beforeAll(async () => {
      ({ storage, close: closeStorage } = await freshStorage(kind));
      await migrate(storage);
      await seedIfEmpty(storage, MONDAY_10AM);
    }, 60_000);

    afterAll(async () => {
      await closeStorage();
    });

    it("knows exactly the listed categories of the domain", async () => {
      expect(await storedCategories(storage)).toEqual([...listedCategoryNames].sort());
    });

    it("takes a product in a listed category", async () => {
      await insertProductIn(storage, "productsEvents");
      expect(await storage.query("select 1 from products where product_id = 999")).toHaveLength(1);
      await storage.query("delete from products where product_id = 999");
    });

    it.each(["promoCodeProducts", "productsSpa", ""])(
      "refuses a product in the category %j, which the product list does not carry",
      async (category) => {
        await expect(insertProductIn(storage, category)).rejects.toThrow(/foreign key/);
      },
    );
  });

  describe("a database stored before the categories had their table", () => {
    let storage: Storage;
    let closeStorage: () => Promise<void>;
    let dir: string;

    beforeAll(async () => {
      ({ storage, close: closeStorage } = await freshStorage(kind));
      dir = await mkdtemp(join(tmpdir(), "storefront-category-migration-"));
    }, 60_000);

    afterAll(async () => {
      await closeStorage();
      await rm(dir, { recursive: true, force: true });
    });

    it("keeps its products, whose categories become the table's first rows", async () => {
      const migrateTheRest = await migratedUpTo(storage, dir, "013");
      await storage.query(
        `insert into products (product_id, tenant, category, sort_order, details, open_time,
           close_time, slot_capacity)
         values (1, 'sn', 'products', 0, '{}', '09:00', '17:00', 10),
                (2, 'sn', 'productsGroups', 1, '{}', '09:00', '17:00', 10)`,
      );
      await migrateTheRest();
      expect(await storedCategories(storage)).toEqual(["products", "productsGroups"]);
      await expect(insertProductIn(storage, "productsSpa")).rejects.toThrow(/foreign key/);
    });
  });
});
