import type { FastifyInstance } from "fastify";
import type { Clock } from "../core/clock.js";
import { sweepWaitingList } from "../sales/waitingListOffers.js";
import type { Storage } from "../storage/storage.js";

/*
 * Holds and offers lapse by the clock alone, with no request to free their places: this pass,
 * in the server's process but never in a request, offers them to the waiting list every
 * `everyMs`, from the moment the app is ready until it closes. Each pass is one slot at a time
 * under its lock, so processes running it side by side offer no place twice.
 */
export const runWaitingListSweep = (
  app: FastifyInstance,
  deps: { storage: Storage; clock: Clock; sendsMail: boolean; everyMs: number },
) => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      const offered = await sweepWaitingList(deps.storage, {
        now: deps.clock.now(),
        sendsMail: deps.sendsMail,
      });
      if (offered > 0) app.log.info({ event: "waiting-list.offered", offered }, "waiting list");
    } catch (error) {
      app.log.error({ err: error, event: "waiting-list.sweep_failed" }, "waiting list");
    }
    if (!stopped) timer = setTimeout(schedule, deps.everyMs);
  };
  const schedule = () => {
    running = pass();
  };
  app.addHook("onReady", (done) => {
    timer = setTimeout(schedule, deps.everyMs);
    done();
  });
  app.addHook("onClose", async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
};
