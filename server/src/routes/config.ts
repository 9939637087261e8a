import * as E from "fp-ts/lib/Either.js";
import type { FastifyInstance } from "fastify";
import { resolveBrand } from "../../../src/domain/brand.js";
import { publicRoute, type RouteDeps } from "../http/route.js";

/**
 * GET /config.json (spec §3): the tenant comes from the request host's first label with the
 * domain's brand rule, so http://cgg.localhost:8080 serves cgg; the API is this same server.
 */
export const registerConfig = (app: FastifyInstance, deps: RouteDeps) => {
  publicRoute(app, deps, "config", async ({ request }) => {
    const host = request.headers.host ?? "localhost";
    const client = resolveBrand(host).key;
    const origin = `${request.protocol}://${host}`;
    const [settings] = await deps.storage.query<{
      html_header: string;
      html_footer: string;
      insights_key: string;
      sentry_env: string;
    }>(
      "select html_header, html_footer, insights_key, sentry_env from tenant_settings where tenant = $1",
      [client],
    );
    return E.right({
      REACT_APP_TICKET_URL: origin,
      client,
      REACT_APP_INSIGHTS_KEY: settings?.insights_key ?? "",
      REACT_APP_SENTRY_ENV: settings?.sentry_env ?? "local",
      FRAUD_BEACON_URL: `${origin}/api/fraud-beacon`,
      script: { htmlHeader: settings?.html_header ?? "", htmlFooter: settings?.html_footer ?? "" },
    });
  });
};
