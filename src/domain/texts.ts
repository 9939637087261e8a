/**
 * The reference API's messages for the codes it answers as the spec's API does (§8), in
 * English, as a venue's API speaks: server/api reads them. A guest reads the storefront's own
 * words for each code instead, in their language (words/guest/errors); a test keeps these
 * the English words, word for word.
 */
export const orderNotFound = "Your order was not found. Please review your details and try again.";
export const notRefundable = "Your order is not eligible for an online cancellation.";
export const productsUnavailable = "Some products are unavailable.";
export const noTicket = "No tickets were found for this confirmation number.";
export const orderCanceled = "This order has been canceled, so its tickets are no longer valid.";
