import type { ServiceIdentifier } from "inversify";
import type { Analytics } from "../../ports/analytics.js";
import type { CartStorage } from "../../ports/cartStorage.js";
import type { Clock } from "../../ports/clock.js";
import type { ConfigurationSource } from "../../ports/configurationSource.js";
import type { ErrorReporter } from "../../ports/errorReporter.js";
import type { FeatureFlagsSource } from "../../ports/featureFlagsSource.js";
import type { FraudBeacon } from "../../ports/fraudBeacon.js";
import type { IdGenerator } from "../../ports/idGenerator.js";
import type { ScriptLoader } from "../../ports/scriptLoader.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import type { Transport } from "../http/transport.js";
import type { Session } from "./session.js";
import type { StorefrontUseCases } from "./storefront.js";

/** Service identifiers: symbols typed with what they resolve to, so `get` needs no casts. */
const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`storefront.${name}`);

export const TOKENS = {
  transport: token<Transport>("transport"),
  /** Where /config.json is: the page's own origin, or the CLI's --api. */
  origin: token<string>("origin"),
  /** The host name that picks the brand. */
  host: token<string>("host"),
  clock: token<Clock>("clock"),
  ids: token<IdGenerator>("ids"),
  analytics: token<Analytics>("analytics"),
  fraudBeacon: token<FraudBeacon>("fraudBeacon"),
  errorReporter: token<ErrorReporter>("errorReporter"),
  cartStorage: token<CartStorage>("cartStorage"),
  scriptLoader: token<ScriptLoader>("scriptLoader"),
  configurationSource: token<ConfigurationSource>("configurationSource"),
  featureFlags: token<FeatureFlagsSource>("featureFlags"),
  webSales: token<WebSalesApi>("webSales"),
  ticketing: token<TicketingApi>("ticketing"),
  session: token<Session>("session"),
  storefront: token<StorefrontUseCases>("storefront"),
} as const;
