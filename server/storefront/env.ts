import type { StorefrontConfig } from "./routes/config.js";
import type { DownloadLimits } from "../shared/documents/downloadLimits.js";
import {
  given,
  readDownloadLimits,
  readMaxInFlight,
  readServerBasics,
  type ServerBasics,
} from "../shared/serverEnv.js";

/** The storefront server's settings, read once from the environment at start. */
export interface StorefrontEnv extends ServerBasics {
  /** STATIC_DIR: the built storefront (default dist/). */
  readonly staticDir: string;
  /**
   * TICKETING_API_URL: the ticketing API the storefront stands in front of, alone and with no
   * database; unset, `npm start` runs the reference API in the same process.
   */
  readonly ticketingApiUrl: string | undefined;
  /** MAX_IN_FLIGHT: requests at work at once; drawn pages and documents get a quarter each. */
  readonly maxInFlight: number | undefined;
  /** DOCUMENT_DOWNLOADS_PER_ORDER (200) and _PER_CLIENT (600) an hour: documents served. */
  readonly downloadLimits: DownloadLimits;
  /** INSIGHTS_KEY, SENTRY_ENV and FRAUD_BEACON_URL: what /config.json gives the page. */
  readonly config: Omit<StorefrontConfig, "publicUrl">;
}

/** An http(s) base the API's paths are appended to: no trailing slash, no query. */
const readApiUrl = (value: string | undefined): string | undefined => {
  if (given(value) === undefined) return undefined;
  const url = URL.canParse(value ?? "") ? new URL(value ?? "") : undefined;
  if (
    url === undefined ||
    !/^https?:$/.test(url.protocol) ||
    url.search !== "" ||
    url.hash !== ""
  ) {
    throw new Error(`TICKETING_API_URL must be an http(s) URL, not "${value ?? ""}"`);
  }
  return url.href.replace(/\/$/, "");
};

export const readStorefrontEnv = (env: NodeJS.ProcessEnv, cwd: string): StorefrontEnv => ({
  ...readServerBasics(env, cwd),
  staticDir: env.STATIC_DIR ?? `${cwd}/dist`,
  ticketingApiUrl: readApiUrl(env.TICKETING_API_URL),
  maxInFlight: readMaxInFlight(env),
  downloadLimits: readDownloadLimits(env),
  config: {
    insightsKey: env.INSIGHTS_KEY ?? "",
    sentryEnv: given(env.SENTRY_ENV) ?? "production",
    fraudBeaconUrl: given(env.FRAUD_BEACON_URL),
  },
});
