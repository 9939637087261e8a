import type { FastifyInstance } from "fastify";
import { ConfigAnswer } from "#contract/config.js";
import { resolveBrand } from "../../../src/domain/brand.js";

/** What the storefront's own configuration says beyond the brand (STOREFRONT_* settings). */
export interface StorefrontConfig {
  /** PUBLIC_URL: the origin the API is reached at; "" for the page's own (the proxy). */
  readonly publicUrl: string;
  /** INSIGHTS_KEY: the error-reporting key the page is given; "" for none. */
  readonly insightsKey: string;
  /** SENTRY_ENV: the environment its reports are filed under. */
  readonly sentryEnv: string;
  /** FRAUD_BEACON_URL: where the fraud-scoring beacon goes; unset, no beacon is sent. */
  readonly fraudBeaconUrl: string | undefined;
}

// Per-deployment configuration: a redeploy that moves the API must reach every page load.
const CONFIG_HEADERS = { "cache-control": "no-cache" };

/**
 * GET /config.json (spec §3), answered by the storefront itself in front of another API: the
 * tenant from the request host's first label by the domain's brand rule, the API at this
 * origin (its /api/ is passed on, apiProxy.ts), and this deployment's settings. A venue's
 * custom head and body HTML are the reference API's (its tenant settings): here none.
 */
export const registerStorefrontConfig = (app: FastifyInstance, config: StorefrontConfig) => {
  app.get("/config.json", async (request, reply) =>
    reply.headers(CONFIG_HEADERS).send(
      ConfigAnswer.encode({
        REACT_APP_TICKET_URL: config.publicUrl,
        client: resolveBrand(request.headers.host ?? "localhost").key,
        REACT_APP_INSIGHTS_KEY: config.insightsKey,
        REACT_APP_SENTRY_ENV: config.sentryEnv,
        ...(config.fraudBeaconUrl === undefined ? {} : { FRAUD_BEACON_URL: config.fraudBeaconUrl }),
        script: { htmlHeader: "", htmlFooter: "" },
      }),
    ),
  );
};
