import * as E from "fp-ts/lib/Either.js";
import type { BrandKey } from "../../domain/brand.js";
import { createNodeContainer } from "../composition/node.js";
import { recordingErrorReporter } from "../memory/local.js";
import { randomIds } from "../shared/randomIds.js";
import { systemClock } from "../shared/systemClock.js";
import type { Outcome, Run } from "./command.js";
import type { CliIo } from "./io.js";
import { progressFor } from "./progress.js";
import { start } from "./started.js";

/** Short waits between retries: an unreachable target is reported in about a second. */
const RETRY_DELAY_MS = 200;

interface Target {
  readonly api: string;
  readonly config: string | undefined;
  readonly client: BrandKey | undefined;
  readonly appKey: string | undefined;
  readonly json: boolean;
}

/**
 * Startup reports a configuration it cannot load, which the CLI already prints as its one
 * line; failing flags or tracking script show no message on the web either (spec §8). So the
 * CLI's reports are recorded, not printed.
 */
const useCasesFor = (target: Target, io: CliIo) =>
  createNodeContainer({
    api: target.api,
    retryDelayMs: RETRY_DELAY_MS,
    ...(io.sleep === undefined ? {} : { sleep: io.sleep }),
    errorReporter: recordingErrorReporter(),
    ...(target.client === undefined ? {} : { client: target.client }),
    ...(target.config === undefined ? {} : { config: target.config }),
    ...(target.appKey === undefined ? {} : { appKey: target.appKey }),
  }).useCases();

/** Starts the storefront against the target, then runs the command on it. */
export const execute = async (run: Run, target: Target, io: CliIo): Promise<Outcome> => {
  const progress = progressFor(io, target.json);
  try {
    progress.show(`starting against ${target.api}`);
    const started = await start(useCasesFor(target, io), target.api);
    if (E.isLeft(started)) return E.left({ message: started.left });
    return await run({
      started: started.right,
      ids: randomIds,
      clock: systemClock,
      progress: progress.show,
    });
  } finally {
    progress.stop();
  }
};
