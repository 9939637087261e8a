import type { BrandKey } from "../../domain/brand.js";
import { DEFAULT_LOCALE } from "../../domain/locale.js";
import type { ErrorReporter } from "../../ports/errorReporter.js";
import { createStorefrontContainer } from "./container.js";
import { createGotTransport } from "../http/gotTransport.js";
import { httpModule } from "./modules/http.js";
import { recordingModule } from "./modules/recording.js";
import { systemModule } from "./modules/system.js";
import { laterUseCasesModule } from "./modules/laterUseCases.js";
import { useCasesModule } from "./modules/useCases.js";
import { TOKENS } from "./tokens.js";

export interface NodeContainerOptions {
  /** The API to drive: a local server or any staging. */
  readonly api: string;
  /** Where config.json is, when it is not under `api`. */
  readonly config?: string;
  readonly client?: BrandKey;
  /** An appKey sent instead of the tenant's: a staging's own terminal. */
  readonly appKey?: string;
  readonly retryDelayMs?: number;
  /** How retries wait (a test's fake clock); a timer otherwise. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Where failures are reported; the console unless the caller prints failures itself. */
  readonly errorReporter?: ErrorReporter;
}

/**
 * The storefront in Node, for the CLI harness: got over HTTP, the rest recorded in memory. It
 * asks the API in English, the CLI's one language.
 */
export const createNodeContainer = (options: NodeContainerOptions) => {
  const api = new URL(options.api);
  const container = createStorefrontContainer();
  container.bind(TOKENS.host).toConstantValue(options.client ?? api.host);
  container.load(
    systemModule(options.errorReporter),
    httpModule({
      transport: () => createGotTransport(),
      // A staging may serve the API under a path: it is kept, without a trailing "/".
      origin: `${api.origin}${api.pathname.replace(/\/+$/, "")}`,
      locale: DEFAULT_LOCALE,
      ...(options.config === undefined ? {} : { configUrl: options.config }),
      ...(options.client === undefined ? {} : { client: options.client }),
      ...(options.appKey === undefined ? {} : { appKey: options.appKey }),
      ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
      ...(options.sleep === undefined ? {} : { sleep: options.sleep }),
    }),
    recordingModule,
    useCasesModule,
    laterUseCasesModule,
  );
  return { container, useCases: () => container.get(TOKENS.useCases) };
};
