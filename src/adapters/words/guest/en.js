import { plural, select, strictNumber } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";

const number_en__group_off_75r4lb = (function () {
  var opt = { useGrouping: false };
  var nf = new Intl.NumberFormat("en", opt);
  return function (value) {
    return nf.format(value);
  };
})();
export default {
  "errors.orderNotFound": () =>
    "Your order was not found. Please review your details and try again.",
  "errors.requestCannotBeProcessed": () => "Your request cannot be processed at this time.",
  "errors.contactLine": (d) =>
    "Please contact Guest Services at " + d.phone + " or " + d.email + ".",
  "errors.notRefundable": () => "Your order is not eligible for an online cancellation.",
  "errors.orderCanceled": () => "This order has been canceled, so its tickets are no longer valid.",
  "errors.noTicket": () => "No tickets were found for this confirmation number.",
  "errors.confirmationNotValid": () =>
    "This link does not carry a valid order confirmation number.",
  "errors.viewTicketsUnexpected": () =>
    "Your tickets cannot be shown right now. Please try again later.",
  "errors.confirmationNumberMissing": () =>
    "Enter the confirmation number from your order confirmation.",
  "errors.confirmationNumberMalformed": () =>
    "A confirmation number has 4 to 64 letters and digits, such as ABCD234567.",
  "errors.productsUnavailable": () => "Some products are unavailable.",
  "errors.unavailableLine": (d) =>
    select(d.when, {
      dateAndTime: d.name + ", " + d.date + ", " + d.time,
      date: d.name + ", " + d.date,
      time: d.name + ", " + d.time,
      other: d.name,
    }),
  "errors.unavailableFewPlaces": (d) =>
    d.line +
    ": only " +
    plural(d.remaining, 0, en, {
      one: strictNumber("en", d.remaining, 0, "remaining") + " place",
      other: strictNumber("en", d.remaining, 0, "remaining") + " places",
    }) +
    " left for your " +
    plural(d.tickets, 0, en, {
      one: strictNumber("en", d.tickets, 0, "tickets") + " ticket",
      other: strictNumber("en", d.tickets, 0, "tickets") + " tickets",
    }) +
    ".",
  "errors.unavailableTimeGone": (d) => d.line + ": this entry time is no longer available.",
  "errors.unavailableOffSale": (d) => d.line + ": no longer available.",
  "errors.paymentDeclined": () =>
    "Your card was declined. Please check the card details or use another card.",
  "errors.tooManyDeclines": () =>
    "Too many cards were declined for this order, so no other card can be tried now. Please check with your bank, then try again later.",
  "errors.purchaseNotCompleted": () =>
    "Your purchase could not be completed. Your tickets are still in your cart: please check your details and try again.",
  "errors.unexpectedJavascriptError": () => "Unexpected javascript error",
  "errors.holdUnanswered": () =>
    "We could not reach the ticket office, so your order was not placed and your card was not charged. Please check your connection and try again.",
  "errors.purchaseUnanswered": () =>
    "The connection to the ticket office dropped before it answered. Press Place order to try again: we first check whether your order went through, so your card is not charged twice.",
  "errors.orderNotPlaced": () => "Your order was not placed",
  "errors.orderMaybePlaced": () => "We could not tell whether your order was placed",
  "errors.fieldRequired": () => "This field is required.",
  "errors.fieldInvalidEmail": () => "Enter an e-mail address like name@example.com.",
  "errors.fieldCardNumberInvalid": () => "This card number is not valid.",
  "errors.fieldExpiryMonthInvalid": () => "Enter the expiry month as a number from 1 to 12.",
  "errors.fieldExpiryYearInvalid": () => "Enter the expiry year as 2 or 4 digits.",
  "errors.fieldCardExpired": () => "This card has expired.",
  "errors.fieldCvvInvalid": () => "The CVV is the 3 or 4 digits on your card.",
  "errors.holdNotExtended": () => "More time could not be added to your hold.",
  "errors.holdExtensionsExhausted": () => "Your hold cannot be extended again.",
  "errors.tooManyHolds": () =>
    "Too many tickets are on hold from your connection. Please try again in a few minutes.",
  "errors.groupMinimumNotMet": (d) =>
    "Group orders need at least " +
    plural(d.minimum, 0, en, {
      one: strictNumber("en", d.minimum, 0, "minimum") + " ticket",
      other: strictNumber("en", d.minimum, 0, "minimum") + " tickets",
    }) +
    ".",
  "errors.groupAdvancePurchase": (d) =>
    "Group visits must be booked at least " +
    plural(d.days, 0, en, {
      one: strictNumber("en", d.days, 0, "days") + " day",
      other: strictNumber("en", d.days, 0, "days") + " days",
    }) +
    " ahead.",
  "errors.notATicketsCount": () => "Enter a whole number of tickets.",
  "errors.groupOrderInCart": () =>
    "Your cart holds a group order, which is booked on its own. Check out or remove it first to add these tickets.",
  "errors.groupOrderOnItsOwn": () =>
    "A group visit is booked as an order of its own. Check out or remove the tickets in your cart first.",
  "errors.duplicateBarcode": () => "Ticket already entered",
  "errors.invalidBarcode": () => "Invalid barcode",
  "errors.invalidPromoCode": () => "This promo code is not valid.",
  "errors.hyperlinkExpired": () => "This invitation link has expired.",
  "errors.throttled": (d) =>
    "Too many attempts. Please try again in " +
    plural(d.seconds, 0, en, {
      one: number_en__group_off_75r4lb(d.seconds, "en") + " second",
      other: number_en__group_off_75r4lb(d.seconds, "en") + " seconds",
    }) +
    ".",
  "errors.generic": () => "Something went wrong while doing your request. Please try again later.",
  "errors.close": () => "Close",
  "errors.renderFailure": () => "Unexpected issue occured!",
  "errors.tryAgain": () => "Try again",
  "errors.chunkLoadFailed": () =>
    "This page could not be loaded. Check your connection and reload.",
  "errors.reload": () => "Reload",
  "home.pageTitle": () => "Tickets",
  "home.heading": (d) => d.venue + " tickets",
  "home.categories": () => "Product categories",
  "home.card.offers": () => "Offers",
  "home.card.fromPrice": (d) => "From " + d.price,
  "home.card.getTickets": () => "Get tickets",
  "home.card.getTicketsFor": (d) => " for " + d.product,
  "shell.skipToContent": () => "Skip to content",
  "shell.siteNavigation": () => "Site",
  "shell.cart": (d) =>
    plural(d.count, 0, en, {
      0: "Cart",
      other: "Cart (" + strictNumber("en", d.count, 0, "count") + ")",
    }),
  "shell.manageMyOrder": () => "Manage my order",
  "shell.pleaseWait": () => "Please wait...",
  "shell.language": () => "Language",
};
