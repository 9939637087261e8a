import * as t from "io-ts";
import { AppliedPromotion } from "./catalog.js";
import {
  boundedString,
  Dollars,
  Id,
  Instant,
  IsoDate,
  NonNegativeInt,
  optionalString,
  eachTolerated,
  twoReadings,
  WallClock,
} from "./primitives.js";

/** Purchase, tickets, order lookup, refund and city-pass calls of the web-sales API (spec §7). */

const text = (name: string, max: number) => boundedString(name, max);
const optionalText = optionalString;

const guestFields = {
  email: text("Email", 254),
  firstName: text("FirstName", 100),
  lastName: text("LastName", 100),
  address1: text("Address1", 200),
  address2: optionalText("Address2", 200),
  city: text("City", 100),
  state: text("State", 100),
  postalCode: text("PostalCode", 20),
  country: text("Country", 100),
  phoneNumber: text("PhoneNumber", 40),
  sendNotificationYN: t.boolean,
};

/** The purchase form of spec §3; field formats are checked by the server, not the codec. */
export const PurchaseForm = t.type(
  {
    ...guestFields,
    cardOwnerName: text("CardOwnerName", 200),
    cardNumber: text("CardNumber", 30),
    cardMonthExp: text("CardMonthExp", 2),
    cardYearExp: text("CardYearExp", 4),
    cardCVV: text("CardCVV", 4),
  },
  "PurchaseForm",
);

// Not shown in the spec: a zero-total order takes no payment, so its card fields may be empty.
export const PromoPurchaseForm = t.type(
  {
    ...guestFields,
    cardOwnerName: optionalText("CardOwnerName", 200),
    cardNumber: optionalText("CardNumber", 30),
    cardMonthExp: optionalText("CardMonthExp", 2),
    cardYearExp: optionalText("CardYearExp", 4),
    cardCVV: optionalText("CardCVV", 4),
  },
  "PromoPurchaseForm",
);

/** A 200 that says the purchase failed: nothing else in it can be relied on. */
export const UnsuccessfulPurchase = t.type(
  { successfulYN: t.literal(false) },
  "UnsuccessfulPurchase",
);

// Not shown in the spec beyond successfulYN: the numbers a guest needs afterwards.
const purchaseExtensions = {
  orderId: Id,
  orderConfirmation: t.string,
  totalPrice: Dollars,
  totalTax: Dollars,
  // Not shown in the spec: whether the tickets e-mail was queued with the order, so the
  // confirmation promises one only when it is on its way.
  ticketsEmailQueued: t.boolean,
};

export const ConfirmedPurchase = t.type(
  { successfulYN: t.literal(true), ...purchaseExtensions },
  "ConfirmedPurchase",
);

// The storefront takes successfulYN true alone for a purchase that went through: the card is
// charged. So an extension sent malformed is read as not sent, never as a failed purchase.
export const ConfirmedPurchaseReading = t.intersection(
  [t.type({ successfulYN: t.literal(true) }), t.partial(eachTolerated(purchaseExtensions))],
  "ConfirmedPurchase",
);

export const ConfirmPurchaseAnswer = t.union(
  [ConfirmedPurchase, UnsuccessfulPurchase],
  "ConfirmPurchaseAnswer",
);

export const ConfirmPurchaseAnswerReading = t.union(
  [ConfirmedPurchaseReading, UnsuccessfulPurchase],
  "ConfirmPurchaseAnswer",
);

export const ViewTicketsQuery = t.type(
  { orderConfirmation: text("OrderConfirmation", 64) },
  "ViewTicketsQuery",
);

// Not shown in the spec: one ticket of the order a confirmation number names, by its barcode.
export const WalletPassQuery = t.intersection(
  [ViewTicketsQuery, t.type({ barcode: text("Barcode", 64) })],
  // Stryker disable next-line StringLiteral: an intersection is named in no decode failure
  "WalletPassQuery",
);

// The spec names only a ticket's `name` (§3); its barcode is the one "not shown" field the
// storefront requires, to draw the QR code. The rest is the reference server's: the order and
// guest the ticket belongs to and when it admits, which the gate checks beside the code and
// the storefront shows when it is sent.
export const [Ticket, TicketReading] = twoReadings(
  "Ticket",
  { name: t.string, barcode: t.string },
  {
    ticketId: Id,
    orderId: Id,
    guestName: t.string,
    productId: Id,
    discountName: t.string,
    visitDate: IsoDate,
    startTime: t.union([WallClock, t.null]),
    endTime: t.union([WallClock, t.null]),
  },
);

export const Tickets = t.array(Ticket, "Tickets");
export const TicketsReading = t.array(TicketReading, "Tickets");

/** A file answer whose first bytes say what it is, as a reader of that kind checks first. */
const fileStartingWith = (name: string, signature: string) =>
  new t.Type<Uint8Array, Uint8Array>(
    name,
    (value): value is Uint8Array => value instanceof Uint8Array,
    (value, context) =>
      value instanceof Uint8Array &&
      new TextDecoder().decode(value.subarray(0, signature.length)) === signature
        ? t.success(value)
        : t.failure(value, context),
    (value) => value,
  );

// Not shown in the spec: the order's tickets as a PDF document, one ticket a page.
export const TicketsPdf = fileStartingWith("TicketsPdf", "%PDF-");

// Not shown in the spec: an Apple Wallet pass, a zip archive.
export const WalletPass = fileStartingWith("WalletPass", "PK\u0003\u0004");

// Not shown in the spec: the visit as an iCalendar (RFC 5545) file.
export const VisitCalendar = fileStartingWith("VisitCalendar", "BEGIN:VCALENDAR");

export const OrderSearchParams = t.type(
  { orderId: Id, email: text("Email", 254) },
  "OrderSearchParams",
);

// Not shown in the spec: an order either stands or was cancelled and refunded online.
export const OrderStatus = t.keyof({ CONFIRMED: null, CANCELLED: null }, "OrderStatus");

// Not shown in the spec: one standing ticket of a found order, which "Cancel some tickets"
// names by its id; whether its visit is still to come, so it may still be cancelled; and, from
// an API that lets visits change, its product and until when (venue wall clock) its visit may
// change: null when it may not (an event, a city-pass exchange, a closed window).
export const OrderTicket = t.intersection(
  [
    t.type({
      ticketId: Id,
      productName: t.string,
      discountName: t.string,
      visitDate: IsoDate,
      startTime: t.union([WallClock, t.null]),
      endTime: t.union([WallClock, t.null]),
      cancellable: t.boolean,
    }),
    t.partial({ productId: Id, changeableUntil: t.union([WallClock, t.null]) }),
  ],
  "OrderTicket",
);

// Not shown in the spec beyond its nine fields: the order's status, when it was cancelled
// (venue wall clock, null while it stands), what was paid for it net of refunds, tax
// included, and its standing tickets one by one.
export const [Order, OrderReading] = twoReadings(
  "Order",
  {
    orderId: Id,
    guestFirstName: t.string,
    guestLastName: t.string,
    orderDate: WallClock,
    visitDate: WallClock,
    orderConfirmation: t.string,
    numberOfTickets: NonNegativeInt,
    orderProducts: t.array(t.type({ productName: t.string, qty: NonNegativeInt })),
    email: t.string,
  },
  {
    status: OrderStatus,
    cancelledDate: t.union([WallClock, t.null]),
    totalPaid: Dollars,
    totalTax: Dollars,
    tickets: t.array(OrderTicket),
  },
);

export const RefundRequest = t.type({ orderId: Id, email: text("Email", 254) }, "RefundRequest");

// Not shown in the spec: a refund answers what was refunded, and when.
export const RefundAnswer = t.type(
  { orderId: Id, refundedAmount: Dollars, refundedAt: Instant },
  "RefundAnswer",
);

/** The spec names only a refused refund's Code: any 2xx is a refund made, whatever it carries. */
export const RefundAnswerReading = t.unknown;

/** The tickets of one order a request names: at least one, each once. */
const TicketIds = t.refinement(
  t.array(Id),
  (ids) => ids.length > 0 && ids.length <= 500 && new Set(ids).size === ids.length,
  "TicketIds",
);

// Not shown in the spec: "Cancel some tickets" on Manage my order names the order like a
// refund does, and the tickets to cancel; the rest of the order stands.
export const CancelTicketsRequest = t.type(
  { orderId: Id, email: text("Email", 254), ticketIds: TicketIds },
  "CancelTicketsRequest",
);

// What cancelling those tickets would give back (tax included) and the order would then be
// worth, asked before the guest confirms: nothing changes.
export const CancelTicketsQuote = t.type(
  { orderId: Id, refundAmount: Dollars, ticketsKept: NonNegativeInt, keptWorth: Dollars },
  "CancelTicketsQuote",
);

export const CancelTicketsAnswer = t.type(
  {
    orderId: Id,
    refundedAmount: Dollars,
    ticketsKept: NonNegativeInt,
    refundedAt: Instant,
  },
  "CancelTicketsAnswer",
);

// Not shown in the spec: "Change date or time" moves some of an order's tickets, all of one
// product, to another entry time (inventoryId; null for a product sold by the day).
const changeVisitFields = {
  orderId: Id,
  email: text("Email", 254),
  ticketIds: TicketIds,
  visitDate: IsoDate,
  inventoryId: t.union([Id, t.null]),
};

export const ChangeVisitRequest = t.type(changeVisitFields, "ChangeVisitRequest");

// What the change would cost or give back (tax included; one of the two is zero) and the
// order would then be worth, asked before the guest confirms: nothing changes.
export const ChangeVisitQuote = t.type(
  {
    orderId: Id,
    amountDue: Dollars,
    refundAmount: Dollars,
    newWorth: Dollars,
    ticketsMoved: NonNegativeInt,
  },
  "ChangeVisitQuote",
);

// The card the difference is charged to, checked as the checkout checks it; its fields may be
// empty when the change costs nothing more.
export const ChangeVisitPayment = t.type(
  {
    cardOwnerName: optionalText("CardOwnerName", 200),
    cardNumber: optionalText("CardNumber", 30),
    cardMonthExp: optionalText("CardMonthExp", 2),
    cardYearExp: optionalText("CardYearExp", 4),
    cardCVV: optionalText("CardCVV", 4),
  },
  "ChangeVisitPayment",
);

export const ChangeVisitOrder = t.type(
  { ...changeVisitFields, payment: ChangeVisitPayment },
  "ChangeVisitOrder",
);

export const ChangeVisitAnswer = t.type(
  {
    orderId: Id,
    chargedAmount: Dollars,
    refundedAmount: Dollars,
    ticketsMoved: NonNegativeInt,
    changedAt: Instant,
  },
  "ChangeVisitAnswer",
);

// Not shown in the spec: "Resend tickets" on Manage my order names the order like a refund
// does, and is answered when the tickets e-mail was queued again.
export const ResendTicketsRequest = t.type(
  { orderId: Id, email: text("Email", 254) },
  "ResendTicketsRequest",
);

export const ResendTicketsAnswer = t.type(
  { orderId: Id, queuedAt: Instant },
  "ResendTicketsAnswer",
);

export const BarcodeProvider = t.keyof({ CityPass: null, CityPassC3: null }, "BarcodeProvider");

export const CityPassVoucherRequest = t.type(
  { voucherCode: text("VoucherCode", 64), barcodeProvider: BarcodeProvider },
  "CityPassVoucherRequest",
);

export const VoucherMatches = t.array(
  t.type({ productId: Id, appliedPromotions: t.array(AppliedPromotion) }),
  "VoucherMatches",
);
