import type { Storage } from "../../server/api/storage/storage.js";

/**
 * A storage whose queries wait while it is held; it says when the first one is waiting. An
 * overload is forced with it, not timed: requests admitted stay at work on the held database
 * while the next ones meet the bound.
 */
export const holdable = (storage: Storage) => {
  let release: () => void = () => undefined;
  let held: Promise<void> = Promise.resolve();
  let arrived: () => void = () => undefined;
  let waiting: Promise<void> = Promise.resolve();
  let waitingNow = 0;
  const wait = async () => {
    arrived();
    waitingNow += 1;
    await held;
    waitingNow -= 1;
  };
  return {
    storage: {
      ...storage,
      query: async <Row>(sql: string, params?: readonly unknown[]) => {
        await wait();
        return storage.query<Row>(sql, params);
      },
      transaction: async (work) => {
        await wait();
        return storage.transaction(work);
      },
    } satisfies Storage,
    hold: () => {
      held = new Promise((resolve) => (release = resolve));
      waiting = new Promise((resolve) => (arrived = resolve));
    },
    /** Resolves once a request is waiting on the held database. */
    someoneWaits: () => waiting,
    /** How many queries wait on the held database now. */
    waitingNow: () => waitingNow,
    release: () => {
      arrived = () => undefined;
      release();
    },
  };
};
