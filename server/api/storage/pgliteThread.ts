import type { Worker } from "node:worker_threads";
import { startTypescriptWorker } from "../../shared/threads/typescriptWorker.js";
import type { PgliteFiles } from "./pglite.js";
import type { NotificationListener, Queryable, Storage } from "./storage.js";

/*
 * PGlite on a thread of its own. PGlite runs PostgreSQL compiled to WASM: every statement runs
 * to its end on the thread that called it. On the server's thread, a rush's statements made
 * each turn of the event loop last 80–350 ms, and Node takes one new connection per turn (libuv
 * 1.45+, libuv/libuv#3696): a guest's new connection waited seconds, 21 s in one rush
 * (BENCHMARKS.md, footnote 4). Here the server's thread only passes messages, and PGlite runs
 * one statement after another in pgliteWorker.ts.
 */

/** What the server's thread asks the database's thread: `tx` names an open transaction. */
export type DatabaseRequest =
  | {
      readonly kind: "query";
      readonly sql: string;
      readonly params: readonly unknown[];
      readonly tx?: number;
    }
  | { readonly kind: "exec"; readonly script: string; readonly tx?: number }
  | { readonly kind: "begin" }
  | { readonly kind: "end"; readonly tx: number; readonly commit: boolean }
  | { readonly kind: "listen"; readonly channel: string }
  | { readonly kind: "unlisten"; readonly listener: number }
  | { readonly kind: "opened" }
  | { readonly kind: "close" };

export type DatabaseCall = DatabaseRequest & { readonly id: number };

/** A failed statement's message and PostgreSQL's fields (code, constraint, detail…). */
export interface FailedCall {
  readonly message: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** What the database's thread answers; a NOTIFY heard names the `listen` call that asked. */
export type DatabaseMessage =
  | { readonly kind: "answer"; readonly id: number; readonly value: unknown }
  | { readonly kind: "failure"; readonly id: number; readonly failure: FailedCall }
  | { readonly kind: "notification"; readonly listener: number; readonly payload: string };

const failureError = ({ message, fields }: FailedCall): Error =>
  Object.assign(new Error(message), fields);

interface Waiting {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

/** The calls to one database thread, each answered in turn, and the NOTIFYs it hears. */
const databaseLine = (worker: Worker) => {
  const waiting = new Map<number, Waiting>();
  const listeners = new Map<number, NotificationListener>();
  let nextId = 0;
  let stopped: Error | undefined;

  worker.on("message", (message: DatabaseMessage) => {
    if (message.kind === "notification") {
      listeners.get(message.listener)?.onNotify(message.payload);
      return;
    }
    const asked = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.kind === "answer") asked?.resolve(message.value);
    else asked?.reject(failureError(message.failure));
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const asked of waiting.values()) asked.reject(error);
    waiting.clear();
    for (const listener of listeners.values()) listener.onLost(error);
    listeners.clear();
  };
  worker.on("error", (error) => {
    stop(error);
    // As PGlite on the server's own thread would: a database that crashed takes its server down
    // with it, for its supervisor to start again, rather than leave one failing every request.
    throw error;
  });
  worker.on("exit", (code) => {
    stop(new Error(`the database thread stopped (exit code ${String(code)})`));
  });

  /** Sends `request`: its id, and the answer it will get. */
  const send = <T>(request: DatabaseRequest) => {
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      if (stopped !== undefined) {
        reject(stopped);
        return;
      }
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } satisfies DatabaseCall);
    });
    return { id, answer };
  };
  return {
    call: <T>(request: DatabaseRequest) => send<T>(request).answer,
    /** Listens on `channel`: resolves to the number naming the listener. */
    listen: async (channel: string, heard: NotificationListener) => {
      const { id, answer } = send({ kind: "listen", channel });
      listeners.set(id, heard);
      try {
        await answer;
      } catch (error) {
        listeners.delete(id);
        throw error;
      }
      return id;
    },
    forget: (listener: number) => listeners.delete(listener),
    /** Closes the database: its listeners stop hearing, without being told the line is lost. */
    close: async () => {
      await send({ kind: "close" }).answer;
      listeners.clear();
      stopped = new Error("the database is closed");
    },
  };
};

type DatabaseLine = ReturnType<typeof databaseLine>;

const inTransaction = (line: DatabaseLine, tx?: number): Queryable => ({
  query: <Row>(sql: string, params: readonly unknown[] = []) =>
    line.call<Row[]>({ kind: "query", sql, params, ...(tx === undefined ? {} : { tx }) }),
  exec: (script: string) =>
    line.call<undefined>({ kind: "exec", script, ...(tx === undefined ? {} : { tx }) }),
});

/** `files` as they can cross to another thread: a Blob read from a file cannot, its bytes can. */
const crossingFiles = async ({ newCluster, ...rest }: PgliteFiles): Promise<PgliteFiles> =>
  newCluster === undefined
    ? rest
    : { ...rest, newCluster: new Blob([await newCluster.arrayBuffer()]) };

/**
 * Embedded PostgreSQL (WASM) on a thread of its own: what `npm start` runs on. Its transactions
 * run one at a time, as openPglite's do.
 */
export const openPgliteThread = async (files: PgliteFiles = {}): Promise<Storage> => {
  const worker = startTypescriptWorker(
    new URL("./pgliteWorker.ts", import.meta.url),
    await crossingFiles(files),
  );
  const line = databaseLine(worker);
  try {
    await line.call({ kind: "opened" });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    kind: "pglite",
    ...inTransaction(line),
    transaction: async (work, keeps) => {
      const tx = await line.call<number>({ kind: "begin" });
      let result;
      try {
        result = await work(inTransaction(line, tx));
      } catch (error) {
        // The work's failure is the one to tell: a rollback fails only when the thread is gone.
        await line.call({ kind: "end", tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await line.call({ kind: "end", tx, commit: keeps?.(result) !== false });
      return result;
    },
    listen: async (channel, heard) => {
      const listener = await line.listen(channel, heard);
      return async () => {
        line.forget(listener);
        await line.call({ kind: "unlisten", listener });
      };
    },
    close: async () => {
      await line.close();
      await worker.terminate();
    },
  };
};
