import * as E from "fp-ts/lib/Either.js";
import { firstValueFrom } from "rxjs";
import type { Cart } from "../../domain/cart.js";
import { describeFieldErrors } from "../../domain/errorMessages.js";
import type {
  OrderSummary,
  PurchaseConfirmation,
  Ticket,
  TicketsCancelled,
  VisitChanged,
} from "../../domain/order.js";
import type { PendingOrder } from "../../domain/pendingOrder.js";
import type { CardForm, PurchaseForm } from "../../domain/purchaseForm.js";
import type { CommandContext } from "./command.js";
import { choose, type Choice } from "./productPage.js";
import { describeApiFailure, englishWords, explain, findProduct, type Step } from "./started.js";

/** What to buy: a product and the choices made on its page. */
export interface Order {
  readonly productId: number;
  readonly choice: Choice;
}

export interface Payment {
  readonly email: string;
  readonly card: string;
}

export const APPROVING_CARD = "4242 4242 4242 4242";

/** Chooses on the product page and prices the result into the cart. */
export const fillCart = async (context: CommandContext, order: Order): Step<Cart> => {
  const { started, ids, progress } = context;
  const product = await findProduct(started, order.productId);
  if (E.isLeft(product)) return product;
  progress(`choosing ${product.right.name}`);
  const chosen = await choose(started, product.right, order.choice, ids.next());
  if (E.isLeft(chosen)) return chosen;
  progress("pricing the cart");
  return (await started.useCases.priceCart.add(chosen.right))
    ? E.right(started.useCases.priceCart.current())
    : E.left(englishWords("errors.generic"));
};

export const reserve = async (context: CommandContext, order: Order): Step<PendingOrder> => {
  const filled = await fillCart(context, order);
  if (E.isLeft(filled)) return filled;
  context.progress("reserving");
  const reserved = await context.started.useCases.reserveOrder.reserve();
  if (E.isRight(reserved)) return reserved;
  return E.left(
    reserved.left.tag === "EMPTY_CART"
      ? "The cart is empty."
      : describeApiFailure(context.started, reserved.left),
  );
};

/** The test card, as a guest types it; it expires ten years on (see testGuest). */
const testCard = (number: string, year: number): CardForm => ({
  cardOwnerName: "Test Guest",
  cardNumber: number,
  cardMonthExp: "12",
  cardYearExp: String(year + 10),
  cardCVV: "123",
});

/**
 * Fictional guest details for test purchases. The card expires ten years on, so that it is
 * still valid for an API whose clock runs ahead of this machine's (the test server's does).
 */
const testGuest = (payment: Payment, year: number): PurchaseForm => ({
  email: payment.email,
  firstName: "Test",
  lastName: "Guest",
  address1: "1 Test Street",
  address2: "",
  city: "Seattle",
  state: "WA",
  postalCode: "98109",
  country: "US",
  phoneNumber: "206-555-0100",
  ...testCard(payment.card, year),
  sendNotificationYN: false,
});

/** Prices, reserves and buys: the checkout as a guest submits it. */
export const purchase = async (
  context: CommandContext,
  order: Order,
  payment: Payment,
): Step<PurchaseConfirmation> => {
  const filled = await fillCart(context, order);
  if (E.isLeft(filled)) return filled;
  context.progress("placing the order");
  const { started, clock } = context;
  const state = await started.useCases.confirmPurchase.submit(
    testGuest(payment, clock.now().getUTCFullYear()),
  );
  switch (state.status) {
    case "confirmed":
      return E.right(state.receipt.confirmation);
    case "invalid":
      return E.left(describeFieldErrors(state.fieldErrors, englishWords).join("; "));
    case "failed":
      return E.left(explain(started, state.error));
    default:
      return E.left("The order was not placed.");
  }
};

export const viewTickets = async (
  { started }: CommandContext,
  confirmation: string,
): Step<readonly Ticket[]> => {
  await started.useCases.viewTickets.load(confirmation);
  const state = await firstValueFrom(started.useCases.viewTickets.state$);
  if (state.status === "ready") return E.right(state.value);
  return E.left(
    state.status === "failed" ? explain(started, state.error) : "The tickets did not load.",
  );
};

export const lookUp = async (
  { started }: CommandContext,
  orderId: number,
  email: string,
): Step<OrderSummary> => {
  await started.useCases.cancellation.lookUp(orderId, email);
  const state = await firstValueFrom(started.useCases.cancellation.state$);
  if (state.status === "found") return E.right(state.order);
  return E.left(
    state.status === "not-found" ? explain(started, state.error) : "The order was not looked up.",
  );
};

/** Cancels the order just looked up, with the guest's consent given (spec §5). */
export const cancelFound = async ({ started }: CommandContext): Step<OrderSummary> => {
  await started.useCases.cancellation.cancel(true);
  const state = await firstValueFrom(started.useCases.cancellation.state$);
  if (state.status === "cancelled") return E.right(state.order);
  return E.left(
    state.status === "error" ? explain(started, state.error) : "The order was not cancelled.",
  );
};

/**
 * Cancels some tickets of the order just looked up, as Manage my order does: each a ticket of
 * the order that may be cancelled, the refund asked before the cancellation.
 */
export const cancelSomeTickets = async (
  { started }: CommandContext,
  order: OrderSummary,
  ticketIds: readonly number[],
): Step<TicketsCancelled> => {
  if (order.tickets === null) return E.left("This API does not list an order's tickets.");
  const cancellable = new Set(order.tickets.filter((t) => t.cancellable).map((t) => t.ticketId));
  const other = ticketIds.find((id) => !cancellable.has(id));
  if (other !== undefined) {
    return E.left(`Ticket ${String(other)} is not a ticket of this order that may be cancelled.`);
  }
  const { cancelTickets } = started.useCases;
  cancelTickets.open(order);
  for (const id of ticketIds) cancelTickets.choose(id, true);
  await cancelTickets.quote();
  await cancelTickets.confirm();
  const state = cancelTickets.current();
  if (state.status === "cancelled") return E.right(state.cancelled);
  return E.left(
    state.status === "refused" ? explain(started, state.error) : "The tickets were not cancelled.",
  );
};

/** Where change-visit moves the tickets: a date on sale, and an entry time (default: the first with room). */
export interface VisitTarget {
  readonly date: string;
  readonly slot: number | undefined;
  readonly card: string;
}

/** The entry time asked for, or the date's first with room for the tickets; none for a day product. */
const entryTimeFor = (
  { started }: CommandContext,
  target: VisitTarget,
  count: number,
): E.Either<string, number | null> => {
  const calendar = started.useCases.changeVisit.currentCalendar();
  if (
    calendar.status !== "ready" ||
    calendar.entryTimes === null ||
    calendar.entryTimes === "loading"
  ) {
    return E.left("The entry times did not load.");
  }
  const times = calendar.entryTimes;
  if (times.length === 0) return E.right(null);
  const time =
    target.slot === undefined
      ? times.find((slot) => slot.remaining === null || slot.remaining >= count)
      : times.find((slot) => slot.inventoryId === target.slot);
  return time === undefined
    ? E.left(
        target.slot === undefined
          ? `No entry time on ${target.date} has room for ${String(count)} tickets.`
          : `Entry time ${String(target.slot)} is not one of ${target.date}'s.`,
      )
    : E.right(time.inventoryId);
};

/**
 * Moves some tickets of the order just looked up to another date and entry time, as Manage my
 * order does: each a ticket whose visit may change, the cost asked before the change, and an
 * amount due paid with the test card.
 */
export const changeVisitOfTickets = async (
  context: CommandContext,
  order: OrderSummary,
  ticketIds: readonly number[],
  target: VisitTarget,
): Step<VisitChanged> => {
  if (order.tickets === null) return E.left("This API does not list an order's tickets.");
  const changeable = new Set(
    order.tickets.filter((t) => t.changeableUntil !== null).map((t) => t.ticketId),
  );
  const other = ticketIds.find((id) => !changeable.has(id));
  if (other !== undefined) {
    return E.left(`Ticket ${String(other)}'s visit is not one that may change online.`);
  }
  const { changeVisit } = context.started.useCases;
  changeVisit.open(order);
  for (const id of ticketIds) await changeVisit.choose(id, true);
  await changeVisit.pickDate(target.date);
  const picked = changeVisit.current();
  if (!("visitDate" in picked) || picked.visitDate !== target.date) {
    return E.left(`${target.date} is not a date on sale for these tickets.`);
  }
  const entryTime = entryTimeFor(context, target, ticketIds.length);
  if (E.isLeft(entryTime)) return entryTime;
  if (entryTime.right !== null) changeVisit.pickEntryTime(entryTime.right);
  await changeVisit.quote();
  await changeVisit.confirm(testCard(target.card, context.clock.now().getUTCFullYear()));
  const state = changeVisit.current();
  if (state.status === "changed") return E.right(state.changed);
  if (state.status === "quoted" && state.cardErrors !== null) {
    return E.left(describeFieldErrors(state.cardErrors, englishWords).join("; "));
  }
  return E.left(
    state.status === "refused"
      ? explain(context.started, state.error)
      : "The visit was not changed.",
  );
};
