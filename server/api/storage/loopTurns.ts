import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Runs the embedded database's calls one per turn of the event loop, in the order they were
 * asked. PGlite runs on the server's own thread, and Node accepts one new connection per turn
 * (libuv 1.45+, libuv/libuv#3696): when one turn ran every call its requests had asked, it
 * lasted 80–350 ms in a rush, and a guest's new connection waited behind as many turns as
 * there were connections before it: seconds, 21 s in one rush (BENCHMARKS.md, footnote 4).
 * One call a turn keeps each turn to a call's length, so a new connection is taken within one.
 */
export const oneCallPerTurn = () => {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(call: () => Promise<T>): Promise<T> => {
    const run = queue.then(() => nextTurn()).then(call);
    queue = run.catch(() => undefined);
    return run;
  };
};
