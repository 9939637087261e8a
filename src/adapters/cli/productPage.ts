import * as E from "fp-ts/lib/Either.js";
import { firstValueFrom } from "rxjs";
import { openProduct as openProductPage } from "../../application/ticketing/openProduct.js";
import type { TicketingView } from "../../application/ticketing/ticketing.js";
import type { CartProduct } from "../../domain/cart.js";
import type { Product } from "../../domain/product.js";
import { slotFits } from "../../domain/ticketingState.js";
import { describeApiFailure, explain, type StartedStorefront, type Step } from "./started.js";

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

const viewNow = (started: StartedStorefront) => firstValueFrom(started.useCases.ticketing.state$);

const problemIn = (started: StartedStorefront, view: TicketingView): string | null =>
  view.failure !== null
    ? describeApiFailure(started, view.failure)
    : view.limitError !== null
      ? explain(started, view.limitError)
      : null;

const checked = async (started: StartedStorefront) => problemIn(started, await viewNow(started));

const chooseDate = async (
  started: StartedStorefront,
  product: Product,
  date: string | undefined,
) => {
  const view = await viewNow(started);
  const chosen = date ?? view.dates[0];
  if (chosen === undefined) return `${product.name} has no date on sale.`;
  if (!view.dates.includes(chosen)) return `${product.name} is not on sale on ${chosen}.`;
  await started.useCases.ticketing.chooseDate(chosen);
  return checked(started);
};

/** A group buys at least the group minimum (spec §9): fewer could never be priced. */
const fewest = (product: Product) => Math.max(1, product.groupSalesMinQty ?? 1);

const chooseTickets = async (started: StartedStorefront, product: Product, choice: Choice) => {
  const view = await viewNow(started);
  const first = view.discounts[0];
  const tickets = choice.tickets ?? (first === undefined ? [] : [[first.id, fewest(product)]]);
  if (tickets.length === 0) return `${product.name} has no ticket type on sale.`;
  for (const [discountId, count] of tickets) {
    const discount = view.discounts.find((candidate) => candidate.id === discountId);
    if (discount === undefined)
      return `Ticket type ${String(discountId)} is not sold for ${product.name}.`;
    for (let i = 0; i < count; i++) await started.useCases.ticketing.addTicket(discount);
    const problem = await checked(started);
    if (problem !== null) return problem;
  }
  return null;
};

const chooseSlot = async (started: StartedStorefront, slot: number | undefined) => {
  const view = await viewNow(started);
  const wanted = view.selectedDiscounts.reduce((sum, line) => sum + line.ticketsCount, 0);
  const chosen = view.inventory.find((candidate) =>
    slot === undefined ? slotFits(candidate, wanted) : candidate.inventoryId === slot,
  );
  if (chosen === undefined)
    return slot === undefined
      ? "No entry time has room for these tickets."
      : `Entry time ${String(slot)} is not on sale for these tickets.`;
  started.useCases.ticketing.chooseInventory(chosen);
  return null;
};

/**
 * Opens the product page as the web UI does, in the sale its category calls for (spec §4): a
 * command has no address, so the product's own category stands for the page's `type`.
 */
export const openProduct = async (
  started: StartedStorefront,
  product: Product,
): Step<TicketingView> => {
  await openProductPage(started.useCases, product, product.categoryName);
  const view = await viewNow(started);
  const problem = problemIn(started, view);
  return problem === null ? E.right(view) : E.left(problem);
};

/** Steps 1–2: the page open and a date chosen; the ticket types on sale are then known. */
export const pickDate = async (
  started: StartedStorefront,
  product: Product,
  date: string | undefined,
): Step<TicketingView> => {
  const opened = await openProduct(started, product);
  if (E.isLeft(opened)) return opened;
  const problem = product.skipVisitDateSelection ? null : await chooseDate(started, product, date);
  return problem === null ? E.right(await viewNow(started)) : E.left(problem);
};

/** Steps 1–3: a date and the tickets picked; the entry times with room are then known. */
export const pickTickets = async (
  started: StartedStorefront,
  product: Product,
  choice: Choice,
): Step<TicketingView> => {
  const dated = await pickDate(started, product, choice.date);
  if (E.isLeft(dated)) return dated;
  const problem = await chooseTickets(started, product, choice);
  return problem === null ? E.right(await viewNow(started)) : E.left(problem);
};

/** Every step, an entry time too for a timed product: what goes into the cart. */
export const choose = async (
  started: StartedStorefront,
  product: Product,
  choice: Choice,
  key: string,
): Step<CartProduct> => {
  const picked = await pickTickets(started, product, choice);
  if (E.isLeft(picked)) return picked;
  const problem = product.isTimed ? await chooseSlot(started, choice.slot) : null;
  if (problem !== null) return E.left(problem);
  const cartProduct = started.useCases.ticketing.cartProduct(key);
  return cartProduct === null ? E.left("The product page is not complete.") : E.right(cartProduct);
};
