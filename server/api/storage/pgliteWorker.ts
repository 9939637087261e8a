import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { openPgliteDb, queryableOf, type PgliteFiles } from "./pglite.js";
import type { DatabaseCall, DatabaseMessage, FailedCall } from "./pgliteThread.js";

/*
 * The database's thread (pgliteThread.ts): one PGlite database, the calls of the server's
 * thread in the order they come, and the NOTIFYs it hears sent back.
 */

interface OpenTransaction {
  readonly tx: Transaction;
  readonly end: (commit: boolean) => void;
  readonly ended: Promise<void>;
}

const port = parentPort;
if (port === null) throw new Error("pgliteWorker.ts runs as a worker thread (pgliteThread.ts)");
const send = (message: DatabaseMessage) => {
  port.postMessage(message);
};

const { data: files } = workerData as { data: PgliteFiles };
/** What a thrown value says: PGlite's file system throws plain objects ({ name, errno }). */
const said = (error: unknown) => {
  if (error instanceof Error) return error.message;
  return typeof error === "object" && error !== null ? JSON.stringify(error) : String(error);
};

const opening = openPgliteDb(files).catch((error: unknown) => {
  throw new Error(`PGlite could not open ${files.dataDir ?? "in memory"}: ${said(error)}`, {
    cause: error,
  });
});
const transactions = new Map<number, OpenTransaction>();
const unlisteners = new Map<number, () => Promise<void>>();
let nextTransaction = 0;

/** Opens a transaction that stays open until its `end` call; resolves once it has begun. */
const begin = (db: PGlite) =>
  new Promise<number>((began, failed) => {
    const id = nextTransaction++;
    const ended = db
      .transaction(async (tx) => {
        const commit = await new Promise<boolean>((end) => {
          transactions.set(id, { tx, end, ended });
          began(id);
        });
        if (!commit) await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    ended.catch(failed);
  });

const openTransaction = (id: number): OpenTransaction => {
  const open = transactions.get(id);
  if (open === undefined) throw new Error(`no open transaction ${String(id)}`);
  return open;
};

/** What a query or an exec runs on: the database, or the open transaction it names. */
const target = (db: PGlite, tx: number | undefined) =>
  queryableOf(tx === undefined ? db : openTransaction(tx).tx);

const answer = async (db: PGlite, call: DatabaseCall): Promise<unknown> => {
  switch (call.kind) {
    case "opened":
      return undefined;
    case "query":
      return target(db, call.tx).query(call.sql, call.params);
    case "exec":
      await target(db, call.tx).exec(call.script);
      return undefined;
    case "begin":
      return begin(db);
    case "end": {
      const open = openTransaction(call.tx);
      open.end(call.commit);
      await open.ended;
      return undefined;
    }
    case "listen":
      unlisteners.set(
        call.id,
        await db.listen(call.channel, (payload) => {
          send({ kind: "notification", listener: call.id, payload });
        }),
      );
      return undefined;
    case "unlisten":
      await unlisteners.get(call.listener)?.();
      unlisteners.delete(call.listener);
      return undefined;
    case "close":
      await db.close();
      return undefined;
  }
};

/** A failure as it can cross threads: its message, and PostgreSQL's fields as data. */
const failedCall = (error: unknown): FailedCall => {
  if (!(error instanceof Error)) return { message: said(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => typeof value !== "function"),
  );
  return { message: error.message, fields };
};

port.on("message", (call: DatabaseCall) => {
  opening
    .then((db) => answer(db, call))
    .then(
      (value) => {
        send({ kind: "answer", id: call.id, value });
      },
      (error: unknown) => {
        send({ kind: "failure", id: call.id, failure: failedCall(error) });
      },
    );
});
