/**
 * The order's tickets as files a guest keeps: addresses a plain link downloads, so they work
 * without script and can be cached for the gate.
 */
export interface TicketDocuments {
  /** The tickets as a PDF, one ticket a page. */
  pdfUrl(orderConfirmation: string): string;
  /** One ticket's Apple Wallet pass (.pkpass). */
  walletPassUrl(orderConfirmation: string, barcode: string): string;
  /** The visit as an iCalendar event (.ics). */
  calendarUrl(orderConfirmation: string): string;
}
