import { Worker } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pgliteModules } from "./pgliteModules.js";
import { pgliteThread, type PgliteThread } from "./pgliteThread.js";
import type { WorkerFiles } from "./pgliteWorkerThread.js";
import type { NotificationListener, Queryable, Storage } from "./storage.js";

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

// A Blob read from a file (openAsBlob) cannot go to a worker; its bytes in memory can, shared.
const inMemory = new WeakMap<Blob, Promise<Blob>>();
const cloneable = (blob: Blob): Promise<Blob> => {
  let copy = inMemory.get(blob);
  if (copy === undefined) {
    copy = blob.arrayBuffer().then((bytes) => new Blob([bytes]));
    inMemory.set(blob, copy);
  }
  return copy;
};

const workerFiles = async (files: PgliteFiles): Promise<WorkerFiles> => {
  const [starting, modules] = await Promise.all([startingFiles(files), pgliteModules()]);
  const loadDataDir = starting === undefined ? undefined : await cloneable(starting);
  return {
    ...modules,
    ...(files.dataDir === undefined ? {} : { dataDir: files.dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  };
};

const startWorker = async (files: PgliteFiles): Promise<Worker> =>
  new Worker(new URL("./pgliteWorker.js", import.meta.url), {
    workerData: await workerFiles(files),
  });

const queryable = (thread: PgliteThread, tx?: number): Queryable => ({
  query: <Row>(sql: string, params: readonly unknown[] = []) =>
    thread.call({ op: "query", sql, params, ...(tx === undefined ? {} : { tx }) }) as Promise<
      Row[]
    >,
  exec: async (script: string) => {
    await thread.call({ op: "exec", script, ...(tx === undefined ? {} : { tx }) });
  },
});

const transaction =
  (thread: PgliteThread): Storage["transaction"] =>
  async (work, keeps) => {
    const tx = thread.begin();
    let result;
    try {
      result = await work(queryable(thread, tx));
    } catch (error) {
      await thread.call({ op: "end", tx, commit: false });
      throw error;
    }
    await thread.call({ op: "end", tx, commit: keeps?.(result) !== false });
    return result;
  };

const listen = (thread: PgliteThread) => async (channel: string, heard: NotificationListener) => {
  const listener = await thread.listen(channel, heard);
  return async () => {
    await thread.unlisten(listener);
  };
};

/**
 * Embedded PostgreSQL (WASM), on a worker thread of its own so that its work never holds the
 * server's event loop. PGlite runs one transaction at a time, and queries outside a
 * transaction wait for it, so transactions never interleave.
 */
export const openPglite = async (files: PgliteFiles = {}): Promise<Storage> => {
  const thread = await pgliteThread(await startWorker(files));
  return {
    kind: "pglite",
    ...queryable(thread),
    transaction: transaction(thread),
    listen: listen(thread),
    close: () => thread.close(),
  };
};
