import * as E from "fp-ts/lib/Either.js";
import { firstValueFrom } from "rxjs";
import type { Storefront } from "../../application/startup/startup.js";
import type { TicketingView } from "../../application/ticketing/ticketing.js";
import type { CartProduct } from "../../domain/cart.js";
import { messageOf, texts, type StorefrontError } from "../../domain/errors.js";
import type { Product, ProductList } from "../../domain/product.js";
import type { PurchaseForm } from "../../domain/purchaseForm.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { StorefrontUseCases } from "../composition/storefront.js";

/*
 * The CLI's steps, each driving the same use cases as the web UI. A step resolves Right with
 * what it produced, or Left with the one line to print before exiting non-zero.
 */

export type Step<A> = Promise<E.Either<string, A>>;

export interface Session {
  readonly useCases: StorefrontUseCases;
  readonly storefront: Storefront;
}

export const describeFailure = (failure: ApiFailure): string => {
  switch (failure.tag) {
    case "UNREACHABLE":
      return `The API cannot be reached: ${failure.message}`;
    case "UNEXPECTED_ANSWER":
      return `The API answered something unexpected at "${failure.field}".`;
    case "API_REFUSED":
      return `${failure.message} (Code ${String(failure.code)})`;
  }
};

export const explain = (session: Session, error: StorefrontError): string => {
  const message = messageOf(error, session.storefront.brand);
  return message.contact === null ? message.text : `${message.text} ${message.contact}`;
};

export const start = async (useCases: StorefrontUseCases): Step<Session> => {
  const state = await useCases.startup.start();
  if (state.status === "ready") return E.right({ useCases, storefront: state });
  return E.left(
    state.status === "failed" ? describeFailure(state.failure) : "The storefront did not start.",
  );
};

export const loadProducts = async (session: Session): Step<ProductList> => {
  await session.useCases.catalog.loadProductList();
  const list = await firstValueFrom(session.useCases.catalog.productList$);
  if (list.status === "ready") return E.right(list.value);
  return E.left(
    list.status === "failed" ? describeFailure(list.error) : "The products did not load.",
  );
};

export const findProduct = async (session: Session, productId: number): Step<Product> => {
  const list = await loadProducts(session);
  if (E.isLeft(list)) return list;
  const product = session.useCases.catalog.product(productId);
  return product._tag === "Some"
    ? E.right(product.value)
    : E.left(`No product ${String(productId)} is listed here.`);
};

export interface Choice {
  readonly date: string | undefined;
  readonly slot: number | undefined;
  readonly tickets: readonly (readonly [number, number])[] | undefined;
}

const viewNow = (session: Session) => firstValueFrom(session.useCases.ticketing.state$);

const problemIn = (session: Session, view: TicketingView): string | null =>
  view.failure !== null
    ? describeFailure(view.failure)
    : view.limitError !== null
      ? explain(session, view.limitError)
      : null;

const chooseDate = async (session: Session, product: Product, date: string | undefined) => {
  const view = await viewNow(session);
  const chosen = date ?? view.dates[0];
  if (chosen === undefined) return `${product.name} has no date on sale.`;
  if (!view.dates.includes(chosen)) return `${product.name} is not on sale on ${chosen}.`;
  await session.useCases.ticketing.chooseDate(chosen);
  return problemIn(session, await viewNow(session));
};

const chooseTickets = async (session: Session, product: Product, choice: Choice) => {
  const view = await viewNow(session);
  const first = view.discounts[0];
  const tickets = choice.tickets ?? (first === undefined ? [] : [[first.id, 1] as const]);
  if (tickets.length === 0) return `${product.name} has no ticket type on sale.`;
  for (const [discountId, count] of tickets) {
    const discount = view.discounts.find((candidate) => candidate.id === discountId);
    if (discount === undefined)
      return `Ticket type ${String(discountId)} is not sold for ${product.name}.`;
    for (let i = 0; i < count; i++) await session.useCases.ticketing.addTicket(discount);
    const problem = problemIn(session, await viewNow(session));
    if (problem !== null) return problem;
  }
  return null;
};

const chooseSlot = async (session: Session, slot: number | undefined) => {
  const view = await viewNow(session);
  const wanted = view.selectedDiscounts.reduce((sum, line) => sum + line.ticketsCount, 0);
  const chosen = view.inventory.find((candidate) =>
    slot === undefined ? candidate.remaining >= wanted : candidate.inventoryId === slot,
  );
  if (chosen === undefined) return "No entry time has room for these tickets.";
  session.useCases.ticketing.chooseInventory(chosen);
  return null;
};

/**
 * Makes a guest's choices on the product page: the date (or the first on sale), the tickets
 * (or one of the first type) and, for a timed product, the entry time (or the first with room).
 */
export const choose = async (
  session: Session,
  product: Product,
  choice: Choice,
  key: string,
): Step<CartProduct> => {
  await session.useCases.ticketing.open(product, session.useCases.groupSaleMode.current());
  const opened = problemIn(session, await viewNow(session));
  if (opened !== null) return E.left(opened);
  const problem =
    (product.skipVisitDateSelection ? null : await chooseDate(session, product, choice.date)) ??
    (await chooseTickets(session, product, choice)) ??
    (product.isTimed ? await chooseSlot(session, choice.slot) : null);
  if (problem !== null) return E.left(problem);
  const cartProduct = session.useCases.ticketing.cartProduct(key);
  return cartProduct === null ? E.left("The product page is not complete.") : E.right(cartProduct);
};

export const addToCart = async (session: Session, product: CartProduct): Step<void> =>
  (await session.useCases.priceCart.add(product)) ? E.right(undefined) : E.left(texts.generic);

/** Fictional guest details for test purchases; the e-mail and card can be given. */
export const testGuest = (email: string, card: string, year: number): PurchaseForm => ({
  email,
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
  cardNumber: card,
  cardMonthExp: "12",
  cardYearExp: String(year + 3),
  cardCVV: "123",
  sendNotificationYN: false,
});
