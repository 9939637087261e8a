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
const transactions = new Map<number, Promise<OpenTransaction>>();
const listeners = new Map<number, () => Promise<void>>();

const post = (reply: Reply) => {
  port.postMessage(reply);
};

/**
 * A transaction, opened once PGlite is free, then waiting for its `end`. Its queries may come
 * before it is open: they wait for it, in the order they came, so that the server's thread need
 * not wait for the opening before it sends the first of them.
 */
const begin = () =>
  new Promise<OpenTransaction>((opened, failed) => {
    const settled = db.transaction(async (tx) => {
      const commit = await new Promise<boolean>((end) => {
        opened({ tx, end, settled });
      });
      if (!commit) await tx.rollback();
    });
    settled.catch(failed);
  });

const opening = (tx: number) => {
  const open = transactions.get(tx);
  if (open === undefined) throw new Error(`no transaction ${String(tx)}`);
  return open;
};

const end = async (tx: number, commit: boolean) => {
  const opened = opening(tx);
  transactions.delete(tx);
  const open = await opened;
  open.end(commit);
  await open.settled;
};

const target = async (tx: number | undefined) => (tx === undefined ? db : (await opening(tx)).tx);

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
      return (await (await target(call.tx)).query(call.sql, [...call.params])).rows;
    case "exec":
      await (await target(call.tx)).exec(call.script);
      return undefined;
    case "begin":
      transactions.set(id, begin());
      await opening(id);
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
