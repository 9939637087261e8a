import type { TicketDocuments } from "../../ports/ticketDocuments.js";
import { routes } from "#contract/routes.js";
import { routeUrl } from "./apiClient.js";

/** The ticket documents' addresses on the API (API_URI). */
export const createTicketDocumentsHttp = (baseUrl: () => string): TicketDocuments => ({
  pdfUrl: (orderConfirmation) => routeUrl(baseUrl(), routes.ticketsPdf, {}, { orderConfirmation }),
  walletPassUrl: (orderConfirmation, barcode) =>
    routeUrl(baseUrl(), routes.walletPass, {}, { orderConfirmation, barcode }),
  calendarUrl: (orderConfirmation) =>
    routeUrl(baseUrl(), routes.calendar, {}, { orderConfirmation }),
});
