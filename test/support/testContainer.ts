import * as TE from "fp-ts/lib/TaskEither.js";
import { Container } from "inversify";
import { brandOf, type BrandKey } from "../../domain/brand.js";
import { configurationOf, type Configuration } from "../../domain/configuration.js";
import type { FeatureFlags } from "../../domain/featureFlags.js";
import type { FeatureFlagsSource } from "../../ports/featureFlagsSource.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import {
  manualClock,
  memoryCartStorage,
  recordingAnalytics,
  recordingErrorReporter,
  recordingFraudBeacon,
  recordingScriptLoader,
  sequentialIds,
} from "../memory/local.js";
import { scriptedTicketing } from "../memory/ticketing.js";
import { scriptedWebSales } from "../memory/webSales.js";
import { bindStorefront } from "./bindings.js";
import { TOKENS } from "./tokens.js";

export const testConfiguration = (client: BrandKey = "sn"): Configuration =>
  configurationOf(
    {
      ticketUrl: "http://storefront.test",
      client,
      insightsKey: "",
      sentryEnvironment: "test",
      fraudBeaconUrl: "http://storefront.test/api/fraud-beacon",
      htmlHeader: "",
      htmlFooter: "",
    },
    brandOf(client),
    "cart-token-test",
  );

export interface TestContainerOptions {
  readonly client?: BrandKey;
  readonly now?: Date;
  readonly flags?: FeatureFlags;
  /** Where the flags come from, for a test that holds their answer back. */
  readonly flagsSource?: FeatureFlagsSource;
  readonly webSales?: Partial<WebSalesApi>;
  readonly ticketing?: Partial<TicketingApi>;
}

/**
 * The storefront with in-memory adapters: scripted API answers, a manual clock, predictable
 * ids and recording analytics. Use-case and UI tests resolve everything from here.
 */
export const createTestContainer = (options: TestContainerOptions = {}) => {
  const client = options.client ?? "sn";
  const fakes = {
    webSales: scriptedWebSales(options.webSales),
    ticketing: scriptedTicketing(options.ticketing),
    clock: manualClock(options.now ?? new Date("2030-01-07T18:00:00Z")),
    analytics: recordingAnalytics(),
    fraudBeacon: recordingFraudBeacon(),
    errorReporter: recordingErrorReporter(),
    cartStorage: memoryCartStorage(),
    scriptLoader: recordingScriptLoader(),
  };
  const container = new Container();
  container.bind(TOKENS.host).toConstantValue(`${client}.storefront.test`);
  container
    .bind(TOKENS.configurationSource)
    .toConstantValue({ load: () => TE.right(testConfiguration(client)) });
  container
    .bind(TOKENS.featureFlags)
    .toConstantValue(options.flagsSource ?? { load: () => TE.right(options.flags ?? {}) });
  container.bind(TOKENS.webSales).toConstantValue(fakes.webSales);
  container.bind(TOKENS.ticketing).toConstantValue(fakes.ticketing);
  container.bind(TOKENS.clock).toConstantValue(fakes.clock);
  container.bind(TOKENS.ids).toConstantValue(sequentialIds());
  container.bind(TOKENS.analytics).toConstantValue(fakes.analytics);
  container.bind(TOKENS.fraudBeacon).toConstantValue(fakes.fraudBeacon);
  container.bind(TOKENS.errorReporter).toConstantValue(fakes.errorReporter);
  container.bind(TOKENS.cartStorage).toConstantValue(fakes.cartStorage);
  container.bind(TOKENS.scriptLoader).toConstantValue(fakes.scriptLoader);
  bindStorefront(container);
  return { container, fakes, storefront: () => container.get(TOKENS.storefront) };
};
