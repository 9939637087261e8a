import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import * as O from "fp-ts/lib/Option.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { map, type Observable } from "rxjs";
import type { CartProduct } from "../../domain/cart.js";
import {
  addDiscount,
  removeDiscount,
  setTicketsCount,
  totalTicketsCount,
  type SelectedDiscount,
} from "../../domain/discountSelection.js";
import {
  checkOneMoreTicket,
  checkTypedTicketsCount,
  groupProblems,
  type OrderLimitError,
} from "../../domain/orderLimits.js";
import { soldByWebSales, unlockingPromotionIdsOf, type Product } from "../../domain/product.js";
import { firstStepOf, missingChoice, ProductPageStep } from "../../domain/productPage.js";
import type { SaleKind } from "../../domain/tenant.js";
import {
  emptyTicketingState,
  type Discount,
  type Inventory,
  type TicketingState,
  slotFits,
  timeOfDayOf,
  type TimeOfDay,
} from "../../domain/ticketingState.js";
import { venueDate } from "../../domain/venueTime.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { Clock } from "../../ports/clock.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { latestOnly } from "../shared/latestOnly.js";
import { createState } from "../shared/state.js";
import type { DatesPrefetch } from "../datesPrefetch/datesPrefetch.js";

/** The product page (spec §2 steps 1–5): what is on sale, what the guest picked, what loads. */
export interface TicketingView extends TicketingState {
  readonly product: Product | null;
  readonly saleKind: SaleKind;
  readonly step: ProductPageStep;
  readonly timeOfDay: TimeOfDay | null;
  readonly loading: "dates" | "discounts" | "inventory" | null;
  readonly failure: ApiFailure | null;
  readonly limitError: OrderLimitError | null;
  /** What keeps a group order from the cart, checked against today at the venue. */
  readonly groupProblems: readonly OrderLimitError[];
}

/** What the use case keeps; the group problems are read from it and the clock. */
type TicketingChoices = Omit<TicketingView, "groupProblems">;

export interface Ticketing {
  readonly state$: Observable<TicketingView>;
  /**
   * Opens the product page; given a cart line of the product (its Change), with that line's
   * date, tickets and entry time chosen again, as far as they are still on sale.
   */
  readonly open: (product: Product, saleKind: SaleKind, line?: CartProduct | null) => Promise<void>;
  readonly chooseDate: (date: string) => Promise<void>;
  readonly addTicket: (discount: Pick<Discount, "id" | "promotionType">) => Promise<void>;
  readonly removeTicket: (discount: Pick<Discount, "id" | "promotionType">) => Promise<void>;
  /** A typed quantity: refused (and nothing changes) when the order it makes breaks a rule. */
  readonly typeTicketsCount: (
    discount: Pick<Discount, "id" | "promotionType">,
    ticketsCount: number,
  ) => Promise<E.Either<OrderLimitError, true>>;
  /** City-pass exchange: the selection comes from verified barcodes, not from counters. */
  readonly useSelection: (selection: readonly SelectedDiscount[]) => Promise<void>;
  readonly chooseTimeOfDay: (time: TimeOfDay) => void;
  readonly chooseInventory: (slot: Inventory) => void;
  /** The chosen product, date, slot and tickets as a cart product, once complete. */
  readonly cartProduct: (key: string) => CartProduct | null;
}

const initialView: TicketingChoices = {
  ...emptyTicketingState,
  product: null,
  saleKind: "general",
  step: ProductPageStep.Default,
  timeOfDay: null,
  loading: null,
  failure: null,
  limitError: null,
};

export const createTicketing = (deps: {
  readonly ticketingApi: TicketingApi;
  readonly webSales: Pick<WebSalesApi, "saleDates" | "promotionTickets">;
  readonly clock: Clock;
  /**
   * Dates asked for before the page opened: `open` takes them when they are its product's and
   * sale's, and drops them otherwise, or when the product's dates are web sales'.
   */
  readonly prefetched?: Pick<DatesPrefetch, "take">;
}): Ticketing => {
  const state = createState<TicketingChoices>(initialView);
  const view = () => state.get();
  // Dates, discounts and inventory all answer the guest's latest choice: a slow answer for an
  // earlier one never overwrites it.
  const latest = latestOnly();

  const fail = (failure: ApiFailure) => {
    state.update((view) => ({ ...view, loading: null, failure }));
  };

  // The promotions that unlocked the open promo-code product; none for any other product.
  let promotionIds: readonly number[] = [];

  /** What those promotions unlock on the date: ticket types and slots, in one answer. */
  const unlocked = (product: Product, date: string) =>
    deps.webSales.promotionTickets(product.productId, date, promotionIds);

  const loadDiscounts = async (date: string) => {
    const { product, saleKind } = state.get();
    if (product === null) return;
    state.update((view) => ({
      ...view,
      activeDate: date,
      discounts: [],
      inventory: [],
      activeInventory: null,
      timeOfDay: null,
      loading: "discounts",
      failure: null,
    }));
    // Tickets that promotions unlock are theirs: their inventory answers for them
    // (docs/architecture.md).
    const answer = await latest.run(
      promotionIds.length > 0
        ? pipe(
            unlocked(product, date),
            TE.map((tickets) => tickets.discounts),
          )
        : deps.ticketingApi.discounts(product.productId, date, saleKind),
    );
    if (O.isNone(answer)) return;
    const discounts = answer.value;
    if (E.isLeft(discounts)) {
      fail(discounts.left);
      return;
    }
    state.update((view) => ({
      ...view,
      discounts: discounts.right,
      loading: null,
      step: ProductPageStep.Tickets,
    }));
    await loadInventory();
  };

  const loadInventory = async () => {
    const { product, saleKind, activeDate, selectedDiscounts } = view();
    // Stryker disable next-line ConditionalExpression: no date is chosen before a product is open
    if (product === null) return;
    if (activeDate === null) return;
    if (totalTicketsCount(selectedDiscounts) === 0) {
      // Nothing is asked, but an answer still on its way for the tickets just removed must not
      // bring their slots back.
      latest.supersede();
      state.update((v) => ({
        ...v,
        inventory: [],
        activeInventory: null,
        loading: null,
        step: ProductPageStep.Tickets,
      }));
      return;
    }
    state.update((v) => ({ ...v, loading: "inventory", failure: null }));
    const answer = await latest.run(
      promotionIds.length > 0
        ? pipe(
            unlocked(product, activeDate),
            TE.map((tickets) => tickets.inventory),
          )
        : deps.ticketingApi.inventory(product.productId, activeDate, selectedDiscounts, saleKind),
    );
    if (O.isNone(answer)) return;
    const inventory = answer.value;
    if (E.isLeft(inventory)) {
      fail(inventory.left);
      return;
    }
    state.update((v) => {
      const stillActive = inventory.right.find(
        (slot) => slot.inventoryId === v.activeInventory?.inventoryId,
      );
      return {
        ...v,
        inventory: inventory.right,
        activeInventory: stillActive ?? null,
        loading: null,
        step:
          // Stryker disable next-line EqualityOperator: on the time-of-day step either way stays there
          product.isTimed && v.step < ProductPageStep.TimeOfDay
            ? ProductPageStep.TimeOfDay
            : v.step,
      };
    });
  };

  /** The line's entry time, once its date's slots are in, when it still has room for it. */
  const chooseSlotOf = (line: CartProduct) => {
    const slot = view().inventory.find((each) => each.inventoryId === line.inventory?.inventoryId);
    if (slot === undefined || !slotFits(slot, totalTicketsCount(line.selectedDiscounts))) return;
    state.update((v) => ({
      ...v,
      timeOfDay: timeOfDayOf(slot),
      activeInventory: slot,
      step: ProductPageStep.EntryTime,
    }));
  };

  const open = async (product: Product, saleKind: SaleKind, line: CartProduct | null = null) => {
    const early = deps.prefetched?.take(product.productId, saleKind) ?? null;
    promotionIds = unlockingPromotionIdsOf(product);
    // The line's tickets are chosen from the start: choosing its date then asks for the slots
    // that fit them, as a guest's own choice would.
    const restoring = line?.productId === product.productId ? line : null;
    state.set({
      ...initialView,
      product,
      saleKind,
      selectedDiscounts: restoring?.selectedDiscounts ?? initialView.selectedDiscounts,
    });
    if (product.skipVisitDateSelection) {
      await loadDiscounts(venueDate(deps.clock.now()));
      if (restoring !== null) chooseSlotOf(restoring);
      return;
    }
    state.update((v) => ({ ...v, loading: "dates" }));
    // A voucher's and a promo-code product's dates are web sales' (docs/architecture.md): not
    // prefetched.
    const answer = await latest.run(() =>
      soldByWebSales(product)
        ? deps.webSales.saleDates(product.productId)()
        : (early ?? deps.ticketingApi.dates(product.productId, saleKind)()),
    );
    if (O.isNone(answer)) return;
    const dates = answer.value;
    if (E.isLeft(dates)) {
      fail(dates.left);
      return;
    }
    state.update((v) => ({ ...v, ...dates.right, loading: null, step: firstStepOf(product) }));
    const date = restoring?.visitDate;
    // A date no longer on sale is not chosen: the guest picks another, tickets kept.
    if (restoring === null || date === null || date === undefined) return;
    if (!dates.right.dates.includes(date)) return;
    await loadDiscounts(date);
    chooseSlotOf(restoring);
  };

  const changeSelection = async (selection: readonly SelectedDiscount[]) => {
    state.update((v) => ({ ...v, selectedDiscounts: selection, limitError: null }));
    await loadInventory();
  };

  const addTicket = async (discount: Pick<Discount, "id" | "promotionType">) => {
    const { product, selectedDiscounts } = view();
    if (product === null) return;
    const allowed = checkOneMoreTicket(product, selectedDiscounts);
    if (E.isLeft(allowed)) {
      state.update((v) => ({ ...v, limitError: allowed.left }));
      return;
    }
    await changeSelection(
      addDiscount(selectedDiscounts, { id: discount.id, promotionType: discount.promotionType }),
    );
  };

  const removeTicket = async (discount: Pick<Discount, "id" | "promotionType">) => {
    await changeSelection(
      removeDiscount(view().selectedDiscounts, {
        id: discount.id,
        promotionType: discount.promotionType,
      }),
    );
  };

  const typeTicketsCount = async (
    discount: Pick<Discount, "id" | "promotionType">,
    ticketsCount: number,
  ): Promise<E.Either<OrderLimitError, true>> => {
    const { product, selectedDiscounts } = view();
    if (product === null) return E.right(true);
    const choice = { id: discount.id, promotionType: discount.promotionType };
    const selection = setTicketsCount(selectedDiscounts, choice, ticketsCount);
    const allowed = checkTypedTicketsCount(product, ticketsCount, selection);
    if (E.isRight(allowed)) await changeSelection(selection);
    return allowed;
  };

  const chooseTimeOfDay = (timeOfDay: TimeOfDay) => {
    state.update((v) => ({ ...v, timeOfDay, step: ProductPageStep.EntryTime }));
  };

  const chooseInventory = (slot: Inventory) => {
    state.update((v) => ({ ...v, activeInventory: slot }));
  };

  const cartProduct = (key: string): CartProduct | null => {
    const v = view();
    // Stryker disable next-line ConditionalExpression: no date is chosen before a product is open
    if (v.product === null) return null;
    if (v.activeDate === null || missingChoice(v.product, v) !== null) return null;
    return {
      key,
      productId: v.product.productId,
      name: v.product.name,
      categoryName: v.product.categoryName,
      visitDate: v.product.skipVisitDateSelection ? null : v.activeDate,
      inventory: v.activeInventory,
      selectedDiscounts: v.selectedDiscounts,
      discountPrices: Object.fromEntries(
        v.discounts.flatMap(({ id, price }) =>
          price !== null && v.selectedDiscounts.some((selected) => selected.id === id)
            ? [[id, price]]
            : [],
        ),
      ),
    };
  };

  const withGroupProblems = (choices: TicketingChoices): TicketingView => ({
    ...choices,
    groupProblems:
      choices.product === null
        ? []
        : groupProblems(
            choices.product,
            choices.selectedDiscounts,
            choices.activeDate,
            venueDate(deps.clock.now()),
          ),
  });

  return {
    state$: state.state$.pipe(map(withGroupProblems)),
    open,
    chooseDate: loadDiscounts,
    addTicket,
    removeTicket,
    typeTicketsCount,
    useSelection: changeSelection,
    chooseTimeOfDay,
    chooseInventory,
    cartProduct,
  };
};
