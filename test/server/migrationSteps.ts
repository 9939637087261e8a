import { copyFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { migrate } from "../../server/api/storage/migrate.js";
import type { Storage } from "../../server/api/storage/storage.js";

const shipped = new URL("../../server/api/storage/migrations/", import.meta.url);

/**
 * A database as it stood before the shipped migration `first` (e.g. "013"): the migrations
 * before it applied on `storage`, from copies in the empty folder `dir`. Answers the step that
 * applies `first` and the rest, as an upgrade would, on the rows a test has stored meanwhile.
 */
export const migratedUpTo = async (
  storage: Storage,
  dir: string,
  first: string,
): Promise<() => Promise<void>> => {
  const files = (await readdir(shipped)).filter((name) => name.endsWith(".sql")).sort();
  const migrations = pathToFileURL(`${dir}/`);
  const migrateWith = async (names: readonly string[]) => {
    await Promise.all(names.map((name) => copyFile(new URL(name, shipped), join(dir, name))));
    await migrate(storage, migrations);
  };
  await migrateWith(files.filter((name) => name < first));
  return () => migrateWith(files.filter((name) => name >= first));
};

/** One product with one ticket type, as every migration from 001 on keeps them. */
export const storeGeneralAdmission = async (storage: Storage) => {
  await storage.query("insert into product_categories (name) values ('products')");
  await storage.query(
    `insert into products (product_id, tenant, category, sort_order, details, open_time,
       close_time, slot_capacity)
     values (1, 'sn', 'products', 0, '{"name": "General Admission"}', '09:00', '17:00', 10)`,
  );
  await storage.query(
    `insert into discounts (discount_id, product_id, name, promotion_type, price_cents, sort_order)
     values (11, 1, 'Adult', 1, 3500, 0)`,
  );
};
