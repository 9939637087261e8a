import * as E from "fp-ts/lib/Either.js";
import { firstValueFrom } from "rxjs";
import type { TicketingView } from "../../application/ticketing/ticketing.js";
import type { CartProduct } from "../../domain/cart.js";
import { isGroupsCategory } from "../../domain/category.js";
import type { Product } from "../../domain/product.js";
import { describeApiFailure, explain, type Session, type Step } from "./session.js";

/*
 * The product page as a guest uses it (spec §2 steps 1–5): each choice the command line
 * leaves open is made the way a guest most often makes it.
 */

export interface Choice {
  /** Default: the first date on sale. */
  readonly date: string | undefined;
  /** Default: one ticket of the first type, or a group's minimum. */
  readonly tickets: readonly (readonly [number, number])[] | undefined;
  /** Default: the first entry time with room for the tickets. */
  readonly slot: number | undefined;
}

const viewNow = (session: Session) => firstValueFrom(session.useCases.ticketing.state$);

const problemIn = (session: Session, view: TicketingView): string | null =>
  view.failure !== null
    ? describeApiFailure(session, view.failure)
    : view.limitError !== null
      ? explain(session, view.limitError)
      : null;

const checked = async (session: Session) => problemIn(session, await viewNow(session));

const chooseDate = async (session: Session, product: Product, date: string | undefined) => {
  const view = await viewNow(session);
  const chosen = date ?? view.dates[0];
  if (chosen === undefined) return `${product.name} has no date on sale.`;
  if (!view.dates.includes(chosen)) return `${product.name} is not on sale on ${chosen}.`;
  await session.useCases.ticketing.chooseDate(chosen);
  return checked(session);
};

/** A group buys at least the group minimum (spec §9): fewer could never be priced. */
const fewest = (product: Product) => Math.max(1, product.groupSalesMinQty ?? 1);

const chooseTickets = async (session: Session, product: Product, choice: Choice) => {
  const view = await viewNow(session);
  const first = view.discounts[0];
  const tickets = choice.tickets ?? (first === undefined ? [] : [[first.id, fewest(product)]]);
  if (tickets.length === 0) return `${product.name} has no ticket type on sale.`;
  for (const [discountId, count] of tickets) {
    const discount = view.discounts.find((candidate) => candidate.id === discountId);
    if (discount === undefined)
      return `Ticket type ${String(discountId)} is not sold for ${product.name}.`;
    for (let i = 0; i < count; i++) await session.useCases.ticketing.addTicket(discount);
    const problem = await checked(session);
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
  if (chosen === undefined)
    return slot === undefined
      ? "No entry time has room for these tickets."
      : `Entry time ${String(slot)} is not on sale for these tickets.`;
  session.useCases.ticketing.chooseInventory(chosen);
  return null;
};

/** Opens the product page; a groups product puts the storefront in group-sale mode (spec §4). */
export const openProduct = async (session: Session, product: Product): Step<TicketingView> => {
  if (isGroupsCategory(product.categoryName)) session.useCases.groupSaleMode.enter();
  await session.useCases.ticketing.open(product, session.useCases.groupSaleMode.current());
  const view = await viewNow(session);
  const problem = problemIn(session, view);
  return problem === null ? E.right(view) : E.left(problem);
};

/** Steps 1–2: the page open and a date chosen; the ticket types on sale are then known. */
export const pickDate = async (
  session: Session,
  product: Product,
  date: string | undefined,
): Step<TicketingView> => {
  const opened = await openProduct(session, product);
  if (E.isLeft(opened)) return opened;
  const problem = product.skipVisitDateSelection ? null : await chooseDate(session, product, date);
  return problem === null ? E.right(await viewNow(session)) : E.left(problem);
};

/** Steps 1–3: a date and the tickets picked; the entry times with room are then known. */
export const pickTickets = async (
  session: Session,
  product: Product,
  choice: Choice,
): Step<TicketingView> => {
  const dated = await pickDate(session, product, choice.date);
  if (E.isLeft(dated)) return dated;
  const problem = await chooseTickets(session, product, choice);
  return problem === null ? E.right(await viewNow(session)) : E.left(problem);
};

/** Every step, an entry time too for a timed product: what goes into the cart. */
export const choose = async (
  session: Session,
  product: Product,
  choice: Choice,
  key: string,
): Step<CartProduct> => {
  const picked = await pickTickets(session, product, choice);
  if (E.isLeft(picked)) return picked;
  const problem = product.isTimed ? await chooseSlot(session, choice.slot) : null;
  if (problem !== null) return E.left(problem);
  const cartProduct = session.useCases.ticketing.cartProduct(key);
  return cartProduct === null ? E.left("The product page is not complete.") : E.right(cartProduct);
};
