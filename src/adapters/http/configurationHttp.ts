import { pipe } from "fp-ts/lib/function.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { defaultBrand, isBrandKey, resolveBrand, type BrandKey } from "../../domain/brand.js";
import { configurationOf } from "../../domain/configuration.js";
import type { ConfigurationSource } from "../../ports/configurationSource.js";
import type { FeatureFlagsSource } from "../../ports/featureFlagsSource.js";
import type { IdGenerator } from "../../ports/idGenerator.js";
import type { ApiCall } from "./apiClient.js";
import { shopRoutes } from "#contract/shopRoutes.js";

export interface ConfigurationHttpOptions {
  /** The page's host: it picks the brand (spec §1). */
  readonly host: string;
  /** Where /config.json was loaded from: its relative addresses are relative to it. */
  readonly origin: string;
  readonly ids: IdGenerator;
  /** Forces the tenant (the CLI's --client); otherwise the answer's `client` decides. */
  readonly client?: BrandKey;
  /** The call's base address is config.json's own (the CLI's --config), not the API's root. */
  readonly ownAddress: boolean;
}

/**
 * GET /config.json (spec §3). An unknown `client` falls back to the first brand's, and the
 * cart token is generated here, once per storefront session. An address given as "" or as a
 * path means this same origin: the server leaves it so when it has no public URL configured.
 */
const fromOrigin = (origin: string, address: string): string =>
  address === "" || address.startsWith("/") ? `${origin}${address}` : address;

export const createConfigurationHttp = (
  call: ApiCall,
  options: ConfigurationHttpOptions,
): ConfigurationSource => ({
  load: () =>
    pipe(
      call(options.ownAddress ? { ...shopRoutes.config, path: "" } : shopRoutes.config),
      TE.map((answer) => {
        const client =
          options.client ?? (isBrandKey(answer.client) ? answer.client : defaultBrand.key);
        return configurationOf(
          {
            ticketUrl: fromOrigin(options.origin, answer.REACT_APP_TICKET_URL),
            client,
            insightsKey: answer.REACT_APP_INSIGHTS_KEY,
            sentryEnvironment: answer.REACT_APP_SENTRY_ENV,
            fraudBeaconUrl:
              answer.FRAUD_BEACON_URL === undefined
                ? null
                : fromOrigin(options.origin, answer.FRAUD_BEACON_URL),
            htmlHeader: answer.script.htmlHeader,
            htmlFooter: answer.script.htmlFooter,
          },
          options.client === undefined ? resolveBrand(options.host) : resolveBrand(options.client),
          options.ids.next(),
        );
      }),
    ),
});

export const createFeatureFlagsHttp = (call: ApiCall): FeatureFlagsSource => ({
  load: () => call(shopRoutes.features, { query: { salesChannel: "Web" } }),
});
