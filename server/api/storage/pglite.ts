import { PGlite } from "@electric-sql/pglite";
import { columnParsers, type Queryable, type Storage } from "./storage.js";

/** A PGlite database, or one of its transactions, as the Storage port queries it. */
export const queryableOf = (db: Pick<PGlite, "query" | "exec">): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    const result = await db.query<Row>(sql, [...params]);
    return result.rows;
  },
  async exec(script: string) {
    await db.exec(script);
  },
});

/**
 * A new cluster's files: PGlite runs initdb (in WASM) for every new database, which takes
 * seconds; a database loaded from these files starts in about one.
 */
export const newClusterFiles = async (): Promise<Blob> => {
  const db = new PGlite();
  try {
    await db.waitReady;
    return await db.dumpDataDir("none");
  } finally {
    await db.close();
  }
};

let ownNewCluster: Promise<Blob> | undefined;

/** Where an embedded database keeps its files, and what a new one starts from. */
export interface PgliteFiles {
  /** A folder where its files persist; unset, in memory (tests and benchmarks). */
  readonly dataDir?: string;
  /**
   * A new cluster's files (newClusterFiles) for a new database to start from instead of
   * running initdb. In memory, unless given, this process's own, made the first time.
   */
  readonly newCluster?: Blob;
}

const startingFiles = async (files: PgliteFiles): Promise<Blob | undefined> => {
  if (files.newCluster !== undefined || files.dataDir !== undefined) return files.newCluster;
  return (ownNewCluster ??= newClusterFiles());
};

/** A PGlite database on the calling thread, ready, reading columns as storage.ts says. */
export const openPgliteDb = async (files: PgliteFiles): Promise<PGlite> => {
  const loadDataDir = await startingFiles(files);
  const db = new PGlite({
    ...(files.dataDir === undefined ? {} : { dataDir: files.dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
    parsers: columnParsers,
  });
  await db.waitReady;
  return db;
};

/**
 * Embedded PostgreSQL (WASM) on the calling thread. PGlite runs one transaction at a time, and
 * queries outside a transaction wait for it, so transactions never interleave. Tests run on it:
 * a suite's database costs no thread's start. The server runs openPgliteThread
 * (pgliteThread.ts), whose statements do not hold up its event loop.
 */
export const openPglite = async (files: PgliteFiles = {}): Promise<Storage> => {
  const db = await openPgliteDb(files);
  return {
    kind: "pglite",
    ...queryableOf(db),
    transaction: (work, keeps) =>
      db.transaction(async (tx) => {
        const result = await work(queryableOf(tx));
        if (keeps?.(result) === false) await tx.rollback();
        return result;
      }),
    // The database lives in this process: its line cannot be cut, so onLost is never called.
    listen: (channel, heard) => db.listen(channel, heard.onNotify),
    close: () => db.close(),
  };
};
