import type { FastifyInstance } from "fastify";
import { registerReferenceApi, type ReferenceApiOptions } from "./api/referenceApi.js";
import type { LogSettings } from "./shared/http/logging.js";
import { serverApp } from "./shared/http/serverApp.js";
import { firstAnswersFor } from "./storefront/pages/firstAnswers.js";
import { keptFirstAnswers } from "./storefront/pages/keptFirstAnswers.js";
import { registerStorefrontPages } from "./storefront/storefrontPages.js";

export type { MailOptions } from "./api/referenceApi.js";

export interface AppOptions extends ReferenceApiOptions {
  /** The built storefront (Vite's `dist/`), served with history-API fallback when present. */
  readonly staticDir?: string;
  /** Structured logs (pino); tests pass a stream to read what was logged. */
  readonly log?: LogSettings;
}

/**
 * `npm start` with no TICKETING_API_URL: the reference ticketing API and the storefront in one
 * process and on one port. The storefront asks the API in-process for a page's first answers
 * (no round trip), given again unasked while the API's read cache hears no change, and its
 * drawn pages take a share of the API's admission, as its documents do.
 */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const app = serverApp(options);
  const { admitted, readsGeneration } = await registerReferenceApi(app, options);
  await registerStorefrontPages(app, {
    staticDir: options.staticDir,
    pageAdmission: admitted.heavy(),
    firstAnswers: keptFirstAnswers(
      (request, locale) => firstAnswersFor(app, request, locale),
      readsGeneration,
    ),
  });
  return app;
};
