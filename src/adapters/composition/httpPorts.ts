import type { BrandKey } from "../../domain/brand.js";
import type { Locale } from "../../domain/locale.js";
import type { SaleKind } from "../../domain/tenant.js";
import type { IdGenerator } from "../../ports/idGenerator.js";
import { createApiClient } from "../http/apiClient.js";
import { createConfigurationHttp, createFeatureFlagsHttp } from "../http/configurationHttp.js";
import { createTicketingHttp } from "../http/ticketingHttp.js";
import type { Transport } from "../http/transport.js";
import { createWebSalesHttp } from "../http/webSalesHttp.js";
import type { LiveSettings } from "./liveSettings.js";

export interface HttpPortsOptions {
  readonly transport: Transport;
  readonly origin: string;
  readonly host: string;
  readonly ids: IdGenerator;
  /** The configuration's cart tokens; fresh ids unless given (a page keeps its own). */
  readonly cartTokens?: IdGenerator;
  readonly settings: LiveSettings;
  /**
   * The guest's language, which every API call asks in (Accept-Language): an API that has the
   * venue's words in it answers them so, and the reference API keeps it with an order.
   */
  readonly locale: Locale;
  readonly configUrl?: string;
  readonly client?: BrandKey;
  readonly appKey?: string;
  readonly retryDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** The four API ports over HTTP, all through one policy (retries, idempotency, decoding). */
export const createHttpPorts = (options: HttpPortsOptions) => {
  const { settings } = options;
  const policy = {
    ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
    ...(options.sleep === undefined ? {} : { sleep: options.sleep }),
  };
  const configCall = createApiClient({
    transport: options.transport,
    baseUrl: () => options.configUrl ?? options.origin,
    headers: () => ({}),
    saleKind: () => "general" as const,
    ids: options.ids,
    ...policy,
  });
  const api = {
    baseUrl: () => settings.apiUri(options.origin),
    headers: (saleKind: SaleKind) => ({
      "accept-language": options.locale,
      ...settings.headers(saleKind),
      ...(options.appKey === undefined ? {} : { appKey: options.appKey }),
    }),
    saleKind: settings.groupSaleMode.current,
    cartToken: () => settings.configuration()?.cartToken ?? "",
  };
  const apiCall = createApiClient({
    transport: options.transport,
    ...api,
    ids: options.ids,
    ...policy,
  });
  return {
    configurationSource: createConfigurationHttp(configCall, {
      host: options.host,
      origin: options.origin,
      ids: options.cartTokens ?? options.ids,
      ownAddress: options.configUrl !== undefined,
      ...(options.client === undefined ? {} : { client: options.client }),
    }),
    featureFlags: createFeatureFlagsHttp(apiCall),
    webSales: createWebSalesHttp(apiCall),
    ticketing: createTicketingHttp(apiCall),
  };
};
