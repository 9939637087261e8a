import { cartProducts, type Cart } from "../../domain/cart.js";
import { formatOrderDate, formatSlotTimes } from "../../domain/formats.js";
import { formatUsd } from "../../domain/money.js";
import type {
  OrderSummary,
  PurchaseConfirmation,
  Ticket,
  TicketsCancelled,
  VisitChanged,
} from "../../domain/order.js";
import type { PendingOrder } from "../../domain/pendingOrder.js";
import { output, type CommandOutput } from "./command.js";

export const ticketCount = (count: number) =>
  count === 1 ? "1 ticket" : `${String(count)} tickets`;

const amountLine = (label: string, cents: number) =>
  `  ${label.padEnd(24)} ${formatUsd(cents).padStart(10)}`;

export const cartOutput = (cart: Cart): CommandOutput => {
  if (cart.kind === "empty") return output(["The cart is empty."], { cart: null });
  return output(
    [
      ...cartProducts(cart).map(
        (p) =>
          `${p.name}${p.visitDate === null ? "" : ` on ${p.visitDate}`}${p.inventory === null ? "" : `, ${formatSlotTimes(p.inventory)}`}`,
      ),
      ...cart.priced.lines.map((line) => amountLine(line.discountName, line.priceBeforeTaxes)),
      amountLine("Subtotal", cart.priced.subtotal),
      amountLine("Tax", cart.priced.tax),
      amountLine("Total", cart.priced.total),
    ],
    { cart },
  );
};

export const pendingOrderOutput = (cart: Cart, order: PendingOrder): CommandOutput =>
  output(
    [
      ...cartOutput(cart).lines,
      `Pending order ${String(order.orderId)}, held until ${order.reservationExpirationDateTime}`,
    ],
    { pendingOrder: order },
  );

export const confirmationLines = (order: PurchaseConfirmation, email: string) => [
  order.orderConfirmation === null
    ? `Order #${String(order.orderId)} confirmed; its confirmation number: storefront lookup --order ${String(order.orderId)} --email ${email}`
    : `Order #${String(order.orderId)} confirmed: ${order.orderConfirmation}`,
  `Total ${formatUsd(order.totalPrice)} (tax ${formatUsd(order.totalTax)}), e-mail ${email}`,
];

/** "BARCODE  Name, Adult, 2030-01-08 10:00 AM to 10:30 AM", with what the API sent of it. */
const ticketLine = (ticket: Ticket) => {
  const { startTime, endTime } = ticket;
  const time =
    startTime === undefined || startTime === null || endTime === undefined || endTime === null
      ? []
      : [formatSlotTimes({ startTime, endTime })];
  const facts = [
    ticket.discountName,
    ...(ticket.visitDate === undefined ? [] : [[ticket.visitDate, ...time].join(" ")]),
  ];
  return `${ticket.barcode}  ${[ticket.name, ...facts.filter((fact) => fact !== undefined)].join(", ")}`;
};

export const ticketsOutput = (tickets: readonly Ticket[]): CommandOutput =>
  output(tickets.map(ticketLine), { tickets });

/**
 * Whether the order stands, as Manage my order says it: an operator reads it before a refund.
 * An API that does not say gives no line.
 */
const standingLines = ({ status }: OrderSummary) => {
  if (status === null) return [];
  return [
    status.tag === "CONFIRMED"
      ? "Status: Confirmed"
      : `Status: Canceled${status.cancelledDate === null ? "" : ` on ${formatOrderDate(status.cancelledDate)}`}, refunded`,
  ];
};

const paidLines = ({ totalPaid, totalTax }: OrderSummary) =>
  totalPaid === null
    ? []
    : [
        `Amount paid ${formatUsd(totalPaid)}${totalTax !== null && totalTax > 0 ? `, tax included ${formatUsd(totalTax)}` : ""}`,
      ];

/** The cancellation screen's ORDER DETAILS (spec §2), with the order's standing and payment. */
/** Each standing ticket by the id cancel-tickets names it by, when the API lists them. */
const ticketLines = ({ tickets }: OrderSummary) =>
  (tickets ?? []).map(
    (ticket) =>
      `  Ticket ${String(ticket.ticketId)}: ${ticket.productName}, ${ticket.discountName}, ${ticket.visitDate}${ticket.startTime === null || ticket.endTime === null ? "" : ` ${formatSlotTimes({ startTime: ticket.startTime, endTime: ticket.endTime })}`}${ticket.cancellable ? "" : " (cannot be cancelled online)"}`,
  );

export const orderLines = (order: OrderSummary) => [
  `Order #${String(order.orderId)} for ${order.guestFirstName} ${order.guestLastName}, confirmation ${order.orderConfirmation}`,
  `Ordered ${formatOrderDate(order.orderDate)}, visit ${formatOrderDate(order.visitDate)}, ${ticketCount(order.numberOfTickets)}`,
  ...order.orderProducts.map((line) => `  ${String(line.qty)} × ${line.productName}`),
  ...ticketLines(order),
  ...standingLines(order),
  ...paidLines(order),
];

/** Some tickets of an order cancelled: which, what comes back, and what stands. */
export const ticketsCancelledLines = (
  order: OrderSummary,
  ticketIds: readonly number[],
  cancelled: TicketsCancelled,
) => [
  `${ticketIds.length === 1 ? "Ticket" : "Tickets"} ${ticketIds.join(", ")} of order ${String(order.orderId)} canceled; ${ticketCount(cancelled.ticketsKept)} still standing.`,
  `You should expect to receive your refund of ${formatUsd(cancelled.refunded)} within 5-10 business days.`,
];

/** Tickets moved to another visit: which, where to, and what was charged or given back. */
export const visitChangedLines = (
  order: OrderSummary,
  ticketIds: readonly number[],
  date: string,
  changed: VisitChanged,
) => [
  `${ticketIds.length === 1 ? "Ticket" : "Tickets"} ${ticketIds.join(", ")} of order ${String(order.orderId)} moved to ${date}; their new barcodes are in the tickets e-mail.`,
  changed.charged > 0
    ? `${formatUsd(changed.charged)} was charged to the card.`
    : changed.refunded > 0
      ? `You should expect to receive your refund of ${formatUsd(changed.refunded)} within 5-10 business days.`
      : "The change cost nothing more.",
];

/** The success texts of the cancellation screen (spec §2). */
export const cancelledLines = (order: OrderSummary) => [
  `Order ${String(order.orderId)} has been canceled.`,
  "You should expect to receive your refund within 5-10 business days.",
];
