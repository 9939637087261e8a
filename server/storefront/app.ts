import type { FastifyInstance } from "fastify";
import {
  developmentSigning,
  type WalletPassSigning,
} from "../shared/documents/wallet/passSigning.js";
import { defaultDownloadLimits, type DownloadLimits } from "../shared/documents/downloadLimits.js";
import { admissionWithShares } from "../shared/http/loadShedding.js";
import type { LogSettings } from "../shared/http/logging.js";
import { serverApp } from "../shared/http/serverApp.js";
import { firstAnswersFor } from "./pages/firstAnswers.js";
import { keptFirstAnswers } from "./pages/keptFirstAnswers.js";
import { registerApiProxy } from "./routes/apiProxy.js";
import { registerStorefrontConfig, type StorefrontConfig } from "./routes/config.js";
import { registerStorefrontFeatures } from "./routes/features.js";
import { registerStorefrontHealth } from "./routes/health.js";
import { registerTicketDocuments } from "./routes/ticketDocuments.js";
import { registerStorefrontPages } from "./storefrontPages.js";

export interface StorefrontOptions {
  /** TICKETING_API_URL: the API this storefront stands in front of. */
  readonly api: string;
  /** The built storefront (Vite's `dist/`). */
  readonly staticDir: string | undefined;
  readonly log?: LogSettings;
  readonly trustedProxy?: string;
  readonly config?: Partial<StorefrontConfig>;
  /** MAX_IN_FLIGHT: requests at work at once; drawn pages and documents get a quarter each. */
  readonly maxInFlight?: number;
  readonly downloadLimits?: DownloadLimits;
  /** Who signs Apple Wallet passes; unset, a development certificate made when first needed. */
  readonly walletPassSigning?: WalletPassSigning;
  readonly now?: () => Date;
}

/**
 * A storefront alone has no database: this many drawn pages and documents at once are what one
 * process's CPU does in about a tenth of a second.
 */
const STOREFRONT_MAX_IN_FLIGHT = 32;

/**
 * How long a drawn page waits for each first answer: past it the page goes without that answer
 * and its script asks again, so a slow API costs a drawn first screen, never a stalled page.
 */
export const FIRST_ANSWER_DEADLINE_MS = 800;

/**
 * The storefront server alone in front of any ticketing API (TICKETING_API_URL): its pages
 * drawn from the answers this origin gives (its own configuration and feature flags, the API's
 * answers through the proxy), the tickets' documents made from the API's view-tickets, its
 * health, and every other /api/ call passed on. It keeps nothing: no database, no mail.
 */
export const buildStorefront = async (options: StorefrontOptions): Promise<FastifyInstance> => {
  const app = serverApp(options);
  const admitted = admissionWithShares(options.maxInFlight ?? STOREFRONT_MAX_IN_FLIGHT);
  const now = options.now ?? (() => new Date());
  registerStorefrontConfig(app, {
    publicUrl: "",
    insightsKey: "",
    sentryEnv: "production",
    fraudBeaconUrl: undefined,
    ...options.config,
  });
  registerStorefrontHealth(app, options.api);
  registerStorefrontFeatures(app, options.api);
  registerTicketDocuments(app, {
    api: options.api,
    signing: options.walletPassSigning ?? developmentSigning({ now }),
    downloadLimits: options.downloadLimits ?? defaultDownloadLimits,
    admission: admitted.heavy(),
    now,
  });
  await registerApiProxy(app, options.api);
  await registerStorefrontPages(app, {
    staticDir: options.staticDir,
    pageAdmission: admitted.heavy(),
    // Nothing here hears the API's changes: answers are shared by pages asking at once, not
    // kept; asked of the API, which admits them, before the page admission, which bounds drawing.
    firstAnswers: keptFirstAnswers(
      (request, locale) =>
        firstAnswersFor(app, request, locale, { deadlineMs: FIRST_ANSWER_DEADLINE_MS }),
      () => undefined,
      { askedElsewhere: true },
    ),
  });
  return app;
};
