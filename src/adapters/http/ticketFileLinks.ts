import { routes } from "#contract/routes.js";
import type { TicketFiles } from "../../ports/ticketFiles.js";
import { queryString } from "./apiClient.js";

export interface TicketFileLinksOptions {
  /** Base address of the API (the configuration's API_URI). */
  readonly baseUrl: () => string;
  /** The headers API calls carry now; a link cannot, so their appKey goes in the query. */
  readonly headers: () => Readonly<Record<string, string>>;
  readonly isGroupSale: () => boolean;
}

/** The file routes of the contract as links, with the caller's appKey in the query. */
export const createTicketFileLinks = (options: TicketFileLinksOptions): TicketFiles => {
  const link = (path: string, query: Readonly<Record<string, string>>) => {
    const appKey = options.headers().appKey;
    return `${options.baseUrl()}${path}${queryString({
      ...query,
      ...(appKey === undefined ? {} : { appKey }),
      ...(options.isGroupSale() ? { FE_isGroupSale: "true" } : {}),
    })}`;
  };
  return {
    walletPass: (orderConfirmation, barcode) =>
      link(routes.walletPass.path, { orderConfirmation, barcode }),
    calendar: (orderConfirmation) => link(routes.calendar.path, { orderConfirmation }),
  };
};
