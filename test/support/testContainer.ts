import * as TE from "fp-ts/lib/TaskEither.js";
import { ContainerModule } from "inversify";
import { createStorefrontContainer } from "../../src/adapters/composition/container.js";
import { laterUseCasesModule } from "../../src/adapters/composition/modules/laterUseCases.js";
import { useCasesModule } from "../../src/adapters/composition/modules/useCases.js";
import { TOKENS } from "../../src/adapters/composition/tokens.js";
import {
  memoryCartStorage,
  memoryReceiptStorage,
  recordingAnalytics,
  recordingErrorReporter,
  recordingFraudBeacon,
  recordingScriptLoader,
} from "../../src/adapters/memory/local.js";
import { memoryOfflineTickets } from "../../src/adapters/memory/offlineTickets.js";
import { brandOf, type BrandKey } from "../../src/domain/brand.js";
import { configurationOf, type Configuration } from "../../src/domain/configuration.js";
import type { FeatureFlags } from "../../src/domain/featureFlags.js";
import { extensions } from "../../src/domain/extensions.js";
import type { FeatureFlagsSource } from "../../src/ports/featureFlagsSource.js";
import type { TicketingApi } from "../../src/ports/ticketingApi.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { createTicketDocumentsHttp } from "../../src/adapters/http/ticketDocumentsHttp.js";
import { manualClock } from "./manualClock.js";
import { scriptedTicketing } from "./scriptedTicketing.js";
import { scriptedWebSales } from "./scriptedWebSales.js";
import { sequentialIds } from "./sequentialIds.js";

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

/** The flags of an API that offers every extension (src/domain/extensions.ts), as the reference server does. */
export const everyExtension: FeatureFlags = Object.fromEntries(
  extensions.map((extension) => [extension, true]),
);

export interface TestContainerOptions {
  readonly client?: BrandKey;
  readonly now?: Date;
  /** The API's feature flags; by default the reference server's, which offers every extension. */
  readonly flags?: FeatureFlags;
  /** Where the flags come from, for a test that holds their answer back. */
  readonly flagsSource?: FeatureFlagsSource;
  readonly webSales?: Partial<WebSalesApi>;
  readonly ticketing?: Partial<TicketingApi>;
  /** What the session kept from an earlier page: a reload's. */
  readonly receiptStorage?: ReturnType<typeof memoryReceiptStorage>;
  /** The copies of tickets the device kept from earlier visits. */
  readonly offlineTickets?: ReturnType<typeof memoryOfflineTickets>;
}

const fakesOf = (options: TestContainerOptions) => ({
  webSales: scriptedWebSales(options.webSales),
  ticketing: scriptedTicketing(options.ticketing),
  clock: manualClock(options.now ?? new Date("2030-01-07T18:00:00Z")),
  analytics: recordingAnalytics(),
  fraudBeacon: recordingFraudBeacon(),
  errorReporter: recordingErrorReporter(),
  cartStorage: memoryCartStorage(),
  receiptStorage: options.receiptStorage ?? memoryReceiptStorage(),
  offlineTickets: options.offlineTickets ?? memoryOfflineTickets(),
  scriptLoader: recordingScriptLoader(),
});

/** Every adapter in memory, each one the test can read back through `fakes`. */
const fakesModule = (
  client: BrandKey,
  options: TestContainerOptions,
  fakes: ReturnType<typeof fakesOf>,
) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.host).toConstantValue(`${client}.storefront.test`);
    bind(TOKENS.configurationSource).toConstantValue({
      load: () => TE.right(testConfiguration(client)),
    });
    bind(TOKENS.featureFlags).toConstantValue(
      options.flagsSource ?? { load: () => TE.right(options.flags ?? everyExtension) },
    );
    bind(TOKENS.webSalesApi).toConstantValue(fakes.webSales);
    bind(TOKENS.ticketingApi).toConstantValue(fakes.ticketing);
    bind(TOKENS.ticketDocuments).toConstantValue(
      createTicketDocumentsHttp(() => testConfiguration(client).apiUri),
    );
    bind(TOKENS.clock).toConstantValue(fakes.clock);
    bind(TOKENS.ids).toConstantValue(sequentialIds());
    bind(TOKENS.analytics).toConstantValue(fakes.analytics);
    bind(TOKENS.fraudBeacon).toConstantValue(fakes.fraudBeacon);
    bind(TOKENS.errorReporter).toConstantValue(fakes.errorReporter);
    bind(TOKENS.cartStorage).toConstantValue(fakes.cartStorage);
    bind(TOKENS.receiptStorage).toConstantValue(fakes.receiptStorage);
    bind(TOKENS.offlineTickets).toConstantValue(fakes.offlineTickets);
    bind(TOKENS.scriptLoader).toConstantValue(fakes.scriptLoader);
  });

/**
 * The storefront with in-memory adapters: scripted API answers, a manual clock, predictable
 * ids and recording analytics. Use-case and UI tests resolve everything from here; a test
 * that needs another adapter or use case rebinds its token before resolving the storefront.
 */
export const createTestContainer = (options: TestContainerOptions = {}) => {
  const client = options.client ?? "sn";
  const fakes = fakesOf(options);
  const container = createStorefrontContainer();
  container.load(fakesModule(client, options, fakes), useCasesModule, laterUseCasesModule);
  return { container, fakes, useCases: () => container.get(TOKENS.useCases) };
};
