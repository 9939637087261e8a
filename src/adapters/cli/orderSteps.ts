import * as E from "fp-ts/lib/Either.js";
import { firstValueFrom } from "rxjs";
import type { Cart } from "../../domain/cart.js";
import { describeFieldErrors } from "../../domain/errorMessages.js";
import type {
  OrderSummary,
  PurchaseConfirmation,
  Ticket,
  TicketsCancelled,
} from "../../domain/order.js";
import type { PendingOrder } from "../../domain/pendingOrder.js";
import type { PurchaseForm } from "../../domain/purchaseForm.js";
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
  cardOwnerName: "Test Guest",
  cardNumber: payment.card,
  cardMonthExp: "12",
  cardYearExp: String(year + 10),
  cardCVV: "123",
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
