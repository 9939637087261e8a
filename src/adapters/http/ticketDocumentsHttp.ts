import type { TicketDocuments } from "../../ports/ticketDocuments.js";
import { orderRoutes } from "#contract/orderRoutes.js";
import { routeUrl } from "./apiClient.js";

/** The ticket documents' addresses on the API (API_URI). */
export const createTicketDocumentsHttp = (baseUrl: () => string): TicketDocuments => ({
  pdfUrl: (orderConfirmation) =>
    routeUrl(baseUrl(), orderRoutes.ticketsPdf, {}, { orderConfirmation }),
  walletPassUrl: (orderConfirmation, barcode) =>
    routeUrl(baseUrl(), orderRoutes.walletPass, {}, { orderConfirmation, barcode }),
  calendarUrl: (orderConfirmation) =>
    routeUrl(baseUrl(), orderRoutes.calendar, {}, { orderConfirmation }),
});
