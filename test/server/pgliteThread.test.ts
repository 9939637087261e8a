import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { pgliteThread } from "../../server/api/storage/pgliteThread.js";

/*
 * PGlite's worker crashing is a bug, and must be loud: every call waiting on it, and every one
 * after, is refused, and a listener hears its line is lost; none waits for an answer forever.
 */

/** A worker that says it is ready, answers LISTEN only, and dies a moment later. */
const dyingWorker = () =>
  new Worker(
    `const { parentPort } = require("node:worker_threads");
     parentPort.postMessage("ready");
     parentPort.on("message", ({ id, op }) => {
       if (op === "listen") parentPort.postMessage({ id, value: id });
     });
     setTimeout(() => process.exit(3), 200);`,
    { eval: true },
  );

describe("PGlite's worker crashing", () => {
  it("refuses the calls waiting on it and every later one, and tells listeners", async () => {
    const thread = await pgliteThread(dyingWorker());
    const lost: Error[] = [];
    await thread.listen("news", {
      onNotify: () => undefined,
      onLost: (error) => lost.push(error),
    });
    const waiting = thread.call({ op: "query", sql: "select 1", params: [] });
    await expect(waiting).rejects.toThrow("PGlite's worker exited with code 3");
    expect(lost.map((error) => error.message)).toEqual(["PGlite's worker exited with code 3"]);
    await expect(thread.call({ op: "exec", script: "select 1" })).rejects.toThrow("code 3");
  });
});
