import { PGlite } from "@electric-sql/pglite";
import { columnParsers, type Queryable, type Storage } from "./storage.js";

const adapt = (db: Pick<PGlite, "query" | "exec">): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    const result = await db.query<Row>(sql, [...params]);
    return result.rows;
  },
  async exec(script: string) {
    await db.exec(script);
  },
});

/**
 * Embedded PostgreSQL (WASM). `dataDir` persists to disk; without it the database lives in
 * memory (tests). PGlite runs one transaction at a time, and queries outside a transaction
 * wait for it, so transactions never interleave.
 */
export const openPglite = async (dataDir?: string): Promise<Storage> => {
  const db = new PGlite({ ...(dataDir === undefined ? {} : { dataDir }), parsers: columnParsers });
  await db.waitReady;
  return {
    kind: "pglite",
    ...adapt(db),
    transaction: (work, keeps) =>
      db.transaction(async (tx) => {
        const result = await work(adapt(tx));
        if (keeps?.(result) === false) await tx.rollback();
        return result;
      }),
    // The database lives in this process: its line cannot be cut, so onLost is never called.
    listen: (channel, heard) => db.listen(channel, heard.onNotify),
    close: () => db.close(),
  };
};
