import { ContainerModule } from "inversify";
import type { ErrorReporter } from "../../../ports/errorReporter.js";
import { consoleErrorReporter } from "../../shared/consoleErrorReporter.js";
import { randomIds } from "../../shared/randomIds.js";
import { systemClock } from "../../shared/systemClock.js";
import { TOKENS } from "../tokens.js";

/** The real clock, random ids, and failures reported to the console unless told otherwise. */
export const systemModule = (errorReporter: ErrorReporter = consoleErrorReporter) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.clock).toConstantValue(systemClock);
    bind(TOKENS.ids).toConstantValue(randomIds);
    bind(TOKENS.errorReporter).toConstantValue(errorReporter);
  });
