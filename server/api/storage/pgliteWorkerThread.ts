import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { errorFields, type Call, type Reply, type Request } from "./pgliteProtocol.js";
import type { PgliteModules } from "./pgliteModules.js";
import { columnParsers } from "./storage.js";

/*
 * PGlite's own thread (opened by pglite.ts): the WASM engine's work never blocks the server's
 * event loop. Every call goes to the one PGlite instance here, so PGlite's own lock keeps its
 * rule: one transaction at a time, and a query outside it waits for it.
 */

export interface WorkerFiles extends PgliteModules {
  readonly dataDir?: string;
  readonly loadDataDir?: Blob;
}

interface OpenTransaction {
  readonly tx: Transaction;
  readonly end: (commit: boolean) => void;
  readonly settled: Promise<void>;
}

const port = parentPort;
if (port === null) throw new Error("pgliteWorkerThread.ts runs as a worker thread only");
const files = workerData as WorkerFiles;
const db = new PGlite({ ...files, parsers: columnParsers });
const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, () => Promise<void>>();

const post = (reply: Reply) => {
  port.postMessage(reply);
};

/** Resolves once PGlite runs transaction `id`, which then waits for its `end`. */
const begin = (id: number) =>
  new Promise<void>((opened, failed) => {
    const settled = db.transaction(async (tx) => {
      const commit = await new Promise<boolean>((end) => {
        transactions.set(id, { tx, end, settled });
        opened();
      });
      if (!commit) await tx.rollback();
    });
    settled.catch(failed);
  });

const end = async (id: number, commit: boolean) => {
  const open = transactions.get(id);
  if (open === undefined) throw new Error(`no open transaction ${String(id)}`);
  transactions.delete(id);
  open.end(commit);
  await open.settled;
};

const target = (tx: number | undefined) => {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (open === undefined) throw new Error(`no open transaction ${String(tx)}`);
  return open.tx;
};

const listen = async (id: number, channel: string) => {
  listeners.set(
    id,
    await db.listen(channel, (payload) => {
      post({ heard: id, payload });
    }),
  );
};

const unlisten = async (id: number) => {
  await listeners.get(id)?.();
  listeners.delete(id);
};

const run = async (call: Call, id: number): Promise<unknown> => {
  switch (call.op) {
    case "query":
      return (await target(call.tx).query(call.sql, [...call.params])).rows;
    case "exec":
      await target(call.tx).exec(call.script);
      return undefined;
    case "begin":
      await begin(id);
      return id;
    case "end":
      return end(call.tx, call.commit);
    case "listen":
      await listen(id, call.channel);
      return id;
    case "unlisten":
      return unlisten(call.listener);
    case "close":
      return db.close();
  }
};

await db.waitReady;
// Calls start at once, in the order they came: a transaction's queries reach PGlite in order.
port.on("message", (request: Request) => {
  run(request, request.id).then(
    (value) => {
      post({ id: request.id, value });
    },
    (error: unknown) => {
      post({ id: request.id, error: errorFields(error) });
    },
  );
});
port.postMessage("ready");
