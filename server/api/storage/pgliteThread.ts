import type { Worker } from "node:worker_threads";
import { errorFrom, type Call, type Reply } from "./pgliteProtocol.js";
import type { NotificationListener } from "./storage.js";

/** The server's side of PGlite's worker: calls that its replies settle. */
export interface PgliteThread {
  readonly call: (call: Call) => Promise<unknown>;
  /**
   * Opens a transaction and answers its id at once: its queries may follow before it is open.
   * A failure to open reaches them, and its end.
   */
  readonly begin: () => number;
  /** Resolves to the listener's id once LISTEN took effect. */
  readonly listen: (channel: string, heard: NotificationListener) => Promise<number>;
  readonly unlisten: (listener: number) => Promise<void>;
  readonly close: () => Promise<void>;
}

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

/** Resolves once the worker's PGlite is ready; rejects when the worker fails to start. */
const ready = (worker: Worker) =>
  new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      reject(error);
    };
    const exited = (code: number) => {
      reject(new Error(`PGlite's worker exited with code ${String(code)} before it was ready`));
    };
    worker.once("error", failed);
    worker.once("exit", exited);
    worker.once("message", () => {
      worker.off("error", failed);
      worker.off("exit", exited);
      resolve();
    });
  });

export const pgliteThread = async (worker: Worker): Promise<PgliteThread> => {
  await ready(worker);
  const pending = new Map<number, Pending>();
  const listeners = new Map<number, NotificationListener>();
  let lastId = 0;
  let broken: Error | undefined;

  // A worker with nothing asked of it must not keep the process alive, as PGlite in the
  // process itself did not; one with a call under way must, or an awaited query is dropped.
  const settled = (id: number) => {
    pending.delete(id);
    if (pending.size === 0) worker.unref();
  };
  worker.unref();

  worker.on("message", (reply: Reply) => {
    if ("heard" in reply) {
      listeners.get(reply.heard)?.onNotify(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    settled(reply.id);
    if ("error" in reply) waiting?.reject(errorFrom(reply.error));
    else waiting?.resolve(reply.value);
  });

  // A crashed worker is a bug: every waiting call and listener hears it, no caller hangs.
  const fail = (error: Error) => {
    broken ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    for (const heard of listeners.values()) heard.onLost(error);
    listeners.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => {
    fail(new Error(`PGlite's worker exited with code ${String(code)}`));
  });

  const request = (id: number, message: Call) =>
    new Promise<unknown>((resolve, reject) => {
      if (broken !== undefined) {
        reject(broken);
        return;
      }
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  const nextId = () => (lastId += 1);
  const call = (message: Call) => request(nextId(), message);

  return {
    call,
    begin: () => {
      const tx = nextId();
      request(tx, { op: "begin" }).catch(() => undefined);
      return tx;
    },
    // Heard from the moment LISTEN takes effect, even before its reply is read.
    listen: async (channel, heard) => {
      const listener = nextId();
      listeners.set(listener, heard);
      try {
        await request(listener, { op: "listen", channel });
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      return listener;
    },
    unlisten: async (listener) => {
      listeners.delete(listener);
      await call({ op: "unlisten", listener });
    },
    close: async () => {
      listeners.clear();
      await call({ op: "close" });
      broken = new Error("the PGlite storage is closed");
      await worker.terminate();
    },
  };
};
