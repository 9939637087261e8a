/**
 * The exact user-facing texts of spec §8 (and §5 for barcodes), one export each: a page
 * bundles only the words it shows (errors.ts re-exports them all as `texts`).
 */
export { generic, renderFailure, unexpectedJavascriptError } from "./shellTexts.js";
export const orderNotFound = "Your order was not found. Please review your details and try again.";
export const requestCannotBeProcessed = "Your request cannot be processed at this time.";
export const notRefundable = "Your order is not eligible for an online cancellation.";
export const productsUnavailable = "Some products are unavailable.";
export const duplicateBarcode = "Ticket already entered";
export const invalidBarcode = "Invalid barcode";
export const noTicket = "No tickets were found for this confirmation number.";
export const confirmationNotValid = "This link does not carry a valid order confirmation number.";
export const viewTicketsUnexpected =
  "Your tickets cannot be shown right now. Please try again later.";
export const paymentDeclined =
  "Your card was declined. Please check the card details or use another card.";
export const purchaseNotCompleted =
  "Your purchase could not be completed. Your tickets are still in your cart: please check your details and try again.";
export const invalidPromoCode = "This promo code is not valid.";
export const holdNotExtended = "More time could not be added to your hold.";
export const holdExtensionsExhausted = "Your hold cannot be extended again.";
export const tooManyHolds =
  "Too many tickets are on hold from your connection. Please try again in a few minutes.";
export const orderCanceled = "This order has been canceled, so its tickets are no longer valid.";
export const tooManyDeclines =
  "Too many cards were declined for this order, so no other card can be tried now. Please check with your bank, then try again later.";
