import type { Brand, BrandKey } from "./brand.js";

/**
 * The storefront's configuration (spec §3): where the APIs are, which tenant is served, and
 * the brand's names and third-party ids. The config answer's `client` picks the tenant; the
 * page host picks the brand (spec §1) — for the local server both come from the same host.
 */
export interface Configuration {
  /** Base address of the web-sales API and of the ticketing API: both are REACT_APP_TICKET_URL. */
  readonly apiUri: string;
  readonly ticketUrl: string;
  readonly client: BrandKey;
  readonly companyName: string;
  readonly venueName: string;
  readonly azureInsightsKey: string;
  readonly gaMeasurementId: string;
  readonly fraudScoringShopId: string;
  /** Where path hits go; null when the API names no beacon (the spec does not name one). */
  readonly fraudBeaconUrl: string | null;
  /**
   * Sent as the `carttoken` header on every call that makes or names a pending order (spec §6:
   * purchases), which answers to this cart alone; generated once per storefront session, and
   * in a browser kept with the cart, so a reload keeps it as it keeps the cart's hold.
   */
  readonly cartToken: string;
  readonly sentryEnvironment: string;
  readonly script: { readonly htmlHeader: string; readonly htmlFooter: string };
}

export interface ConfigAnswerFields {
  readonly ticketUrl: string;
  readonly client: BrandKey;
  readonly insightsKey: string;
  readonly sentryEnvironment: string;
  readonly fraudBeaconUrl: string | null;
  readonly htmlHeader: string;
  readonly htmlFooter: string;
}

export const configurationOf = (
  answer: ConfigAnswerFields,
  brand: Brand,
  cartToken: string,
): Configuration => ({
  apiUri: answer.ticketUrl,
  ticketUrl: answer.ticketUrl,
  client: answer.client,
  companyName: brand.companyName,
  venueName: brand.venueName,
  azureInsightsKey: answer.insightsKey,
  gaMeasurementId: brand.gaMeasurementId,
  fraudScoringShopId: brand.fraudScoringShopId,
  fraudBeaconUrl: answer.fraudBeaconUrl,
  cartToken,
  sentryEnvironment: answer.sentryEnvironment,
  script: { htmlHeader: answer.htmlHeader, htmlFooter: answer.htmlFooter },
});
