import { Container } from "inversify";
import type { BrandKey } from "../../domain/brand.js";
import type { ErrorReporter } from "../../ports/errorReporter.js";
import { createGotTransport } from "../http/gotTransport.js";
import {
  memoryCartStorage,
  recordingAnalytics,
  recordingFraudBeacon,
  recordingScriptLoader,
} from "../memory/local.js";
import { consoleErrorReporter } from "../shared/consoleErrorReporter.js";
import { randomIds } from "../shared/randomIds.js";
import { systemClock } from "../shared/systemClock.js";
import { bindHttpPorts, bindStorefront } from "./bindings.js";
import { TOKENS } from "./tokens.js";

export interface NodeContainerOptions {
  /** The API to drive: a local server or any staging. */
  readonly api: string;
  readonly client?: BrandKey;
  readonly retryDelayMs?: number;
  /** Where failures are reported; the console unless the caller prints failures itself. */
  readonly errorReporter?: ErrorReporter;
}

/**
 * The storefront in Node, for the CLI harness: got over HTTP, and analytics, the fraud beacon
 * and the tracking script recorded rather than sent anywhere.
 */
export const createNodeContainer = (options: NodeContainerOptions) => {
  const api = new URL(options.api);
  const recorded = {
    analytics: recordingAnalytics(),
    fraudBeacon: recordingFraudBeacon(),
    scriptLoader: recordingScriptLoader(),
  };
  const container = new Container();
  container.bind(TOKENS.transport).toConstantValue(createGotTransport());
  container.bind(TOKENS.origin).toConstantValue(api.origin);
  container.bind(TOKENS.host).toConstantValue(options.client ?? api.host);
  container.bind(TOKENS.clock).toConstantValue(systemClock);
  container.bind(TOKENS.ids).toConstantValue(randomIds);
  container.bind(TOKENS.analytics).toConstantValue(recorded.analytics);
  container.bind(TOKENS.fraudBeacon).toConstantValue(recorded.fraudBeacon);
  container
    .bind(TOKENS.errorReporter)
    .toConstantValue(options.errorReporter ?? consoleErrorReporter);
  container.bind(TOKENS.cartStorage).toConstantValue(memoryCartStorage());
  container.bind(TOKENS.scriptLoader).toConstantValue(recorded.scriptLoader);
  bindHttpPorts(container, {
    ...(options.client === undefined ? {} : { client: options.client }),
    ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
  });
  bindStorefront(container);
  return { container, recorded, storefront: () => container.get(TOKENS.storefront) };
};
