import * as E from "fp-ts/lib/Either.js";
import type { FastifyInstance } from "fastify";
import { resolveBrand } from "../../../src/domain/brand.js";
import { publicRoute, type RouteDeps } from "../http/route.js";

/**
 * GET /config.json (spec §3): the tenant comes from the request host's first label with the
 * domain's brand rule, so http://cgg.localhost:8080 serves cgg. Where the API is comes from the
 * server's configuration only, never from `Host` or `X-Forwarded-Host`: a forged header must
 * not send a guest's purchase elsewhere, nor poison a cache with another origin.
 *
 * `publicUrl` "" answers "" for "the origin /config.json came from", which the storefront
 * reads as its own.
 */
// Per-deployment configuration: a redeploy that moves the API must reach every page load.
const CONFIG_HEADERS = { "cache-control": "no-cache" };

interface TenantSettings {
  readonly html_header: string;
  readonly html_footer: string;
  readonly insights_key: string;
  readonly sentry_env: string;
}

/**
 * A tenant's settings, read once for as long as nothing the read cache hears of has changed
 * since (readCache.ts: its generation): every page drawn asks for the configuration, so it costs
 * what a kept answer does. Kept by tenant, of which there are a few; read every time while the
 * database's news cannot be heard.
 */
const settingsReader = (deps: RouteDeps) => {
  const kept = new Map<string, { readonly readAt: number; readonly settings?: TenantSettings }>();
  return async (client: string): Promise<TenantSettings | undefined> => {
    const readAt = deps.readCache?.generation();
    const known = kept.get(client);
    if (readAt !== undefined && known?.readAt === readAt) return known.settings;
    const [settings] = await deps.storage.query<TenantSettings>(
      "select html_header, html_footer, insights_key, sentry_env from tenant_settings where tenant = $1",
      [client],
    );
    if (readAt !== undefined && deps.readCache?.generation() === readAt) {
      kept.set(client, settings === undefined ? { readAt } : { readAt, settings });
    }
    return settings;
  };
};

export const registerConfig = (app: FastifyInstance, deps: RouteDeps, publicUrl: string) => {
  const settingsOf = settingsReader(deps);
  publicRoute(app, deps, "config", CONFIG_HEADERS, async ({ request }) => {
    const client = resolveBrand(request.headers.host ?? "localhost").key;
    const settings = await settingsOf(client);
    return E.right({
      REACT_APP_TICKET_URL: publicUrl,
      client,
      REACT_APP_INSIGHTS_KEY: settings?.insights_key ?? "",
      REACT_APP_SENTRY_ENV: settings?.sentry_env ?? "local",
      FRAUD_BEACON_URL: `${publicUrl}/api/fraud-beacon`,
      script: { htmlHeader: settings?.html_header ?? "", htmlFooter: settings?.html_footer ?? "" },
    });
  });
};
