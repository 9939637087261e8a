import type { ServiceIdentifier } from "inversify";
import type { withAnalytics } from "../../application/analytics/withAnalytics.js";
import type { PriceCart } from "../../application/priceCart/priceCart.js";
import type { ReserveOrder } from "../../application/reserveOrder/reserveOrder.js";
import type { LaterUseCases, UseCases } from "../../application/useCases.js";
import type { Analytics } from "../../ports/analytics.js";
import type { CartStorage, StoredCart } from "../../ports/cartStorage.js";
import type { ReceiptStorage } from "../../ports/receiptStorage.js";
import type { Clock } from "../../ports/clock.js";
import type { ConfigurationSource } from "../../ports/configurationSource.js";
import type { ErrorReporter } from "../../ports/errorReporter.js";
import type { FeatureFlagsSource } from "../../ports/featureFlagsSource.js";
import type { FraudBeacon } from "../../ports/fraudBeacon.js";
import type { IdGenerator } from "../../ports/idGenerator.js";
import type { OfflineTickets } from "../../ports/offlineTickets.js";
import type { ScriptLoader } from "../../ports/scriptLoader.js";
import type { TicketDocuments } from "../../ports/ticketDocuments.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import type { Transport } from "../http/transport.js";
import type { LiveSettings } from "./liveSettings.js";
import type { SavedCart } from "./modules/wiring.js";

/** Service identifiers: symbols typed with what they resolve to, so `get` needs no casts. */
const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`storefront.${name}`);

/** The adapters and values the use cases are made from. */
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
  /** Async in a page: only the confirmation reads it, and its code loads with that screen. */
  receiptStorage: token<ReceiptStorage>("receiptStorage"),
  /** Async in a page: only the tickets and the cancellation reach it, and its code loads with them. */
  offlineTickets: token<OfflineTickets>("offlineTickets"),
  /** What the cart storage held when the storefront started: read once, by both cart use cases. */
  storedCart: token<StoredCart | null>("storedCart"),
  scriptLoader: token<ScriptLoader>("scriptLoader"),
  configurationSource: token<ConfigurationSource>("configurationSource"),
  featureFlags: token<FeatureFlagsSource>("featureFlags"),
  webSalesApi: token<WebSalesApi>("webSalesApi"),
  ticketingApi: token<TicketingApi>("ticketingApi"),
  ticketDocuments: token<TicketDocuments>("ticketDocuments"),
  liveSettings: token<LiveSettings>("liveSettings"),
  /** Everything the UI and the CLI drive, resolved from the use-case tokens below. */
  useCases: token<UseCases>("useCases"),
} as const;

type TokensOf<T> = { readonly [K in keyof T]: ServiceIdentifier<T[K]> };

/** One token per use case, as the UI and the CLI receive it (observed by analytics). */
export const USE_CASES: TokensOf<Omit<UseCases, "later">> = {
  startup: token("useCase.startup"),
  catalog: token("useCase.catalog"),
  resolveHyperlink: token("useCase.resolveHyperlink"),
  datesPrefetch: token("useCase.datesPrefetch"),
  priceCart: token("useCase.priceCart"),
  groupSaleMode: token("useCase.groupSaleMode"),
  navigation: token("useCase.navigation"),
};

/** The later screens' use cases: bound to async values, resolved with `getAsync`. */
export const LATER_USE_CASES: TokensOf<LaterUseCases> = {
  ticketing: token("useCase.ticketing"),
  reserveOrder: token("useCase.reserveOrder"),
  confirmPurchase: token("useCase.confirmPurchase"),
  viewTickets: token("useCase.viewTickets"),
  cancellation: token("useCase.cancellation"),
  cancelTickets: token("useCase.cancelTickets"),
  changeVisit: token("useCase.changeVisit"),
  verifyBarcode: token("useCase.verifyBarcode"),
  joinWaitingList: token("useCase.joinWaitingList"),
  leaveWaitingList: token("useCase.leaveWaitingList"),
  waitingListOffer: token("useCase.waitingListOffer"),
  payOffer: token("useCase.payOffer"),
};

/** All of LATER_USE_CASES, resolved together. */
export const LATER = token<LaterUseCases>("later");

/**
 * The use cases whose commands analytics wraps, as their factories make them: the wrapped
 * ones under USE_CASES and LATER_USE_CASES are made from these, and the use cases that work
 * together (a purchase reads the cart) share these, so an event is sent once per command.
 */
export const UNOBSERVED = {
  priceCart: token<PriceCart>("unobserved.priceCart"),
  /** Made once its code is in (a failed load makes nothing, and is tried again next call). */
  reserveOrder: token<() => Promise<ReserveOrder>>("unobserved.reserveOrder"),
} as const;

/** The wrapped use cases, made together by `withAnalytics` (it watches some of them as one). */
export const OBSERVED = token<ReturnType<typeof withAnalytics>>("observed");

/** The cart saved with its pending order, made with the cart: see `savedCart`. */
export const SAVED_CART = token<SavedCart>("savedCart");
