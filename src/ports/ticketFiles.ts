/**
 * The files a guest keeps from the tickets page, as addresses a link opens: the browser
 * downloads them itself, so Wallet or a calendar app can take over.
 */
export interface TicketFiles {
  /** One ticket's Apple Wallet pass (.pkpass). */
  readonly walletPass: (orderConfirmation: string, barcode: string) => string;
  /** The visit as an iCalendar event (.ics). */
  readonly calendar: (orderConfirmation: string) => string;
}
