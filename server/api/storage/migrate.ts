import { readdir, readFile } from "node:fs/promises";
import type { Storage } from "./storage.js";

const shippedMigrations = new URL("./migrations/", import.meta.url);

// Any constant works; it only has to be the same for every server instance.
const MIGRATION_LOCK = 7_041_137;

/**
 * Applies, in order, every `migrations/NNN_name.sql` not yet recorded. Each runs in its own
 * transaction under an advisory lock, so instances starting together migrate once, and as one
 * script, so the database, not a split on `;`, decides where a statement ends.
 */
export const migrate = async (
  storage: Storage,
  migrationsDir: URL = shippedMigrations,
): Promise<readonly string[]> => {
  await storage.query(
    "create table if not exists schema_migrations (version text primary key, applied_at_ms bigint not null)",
  );
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith(".sql")).sort();
  const applied: string[] = [];
  for (const file of files) {
    const ran = await storage.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      const done = await tx.query("select 1 from schema_migrations where version = $1", [file]);
      if (done.length > 0) return false;
      const sql = await readFile(new URL(file, migrationsDir), "utf8");
      await tx.exec(sql);
      await tx.query("insert into schema_migrations (version, applied_at_ms) values ($1, $2)", [
        file,
        Date.now(),
      ]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
};
