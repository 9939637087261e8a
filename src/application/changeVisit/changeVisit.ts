import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import type { Observable } from "rxjs";
import type { ChangeVisitError } from "../../domain/errors.js";
import { changeVisitErrorFromCode } from "../../domain/afterPurchaseErrors.js";
import type {
  ChangeVisitQuote,
  OrderSummary,
  OrderTicket,
  VisitChanged,
} from "../../domain/order.js";
import { validateCard, type CardForm, type FieldErrors } from "../../domain/purchaseForm.js";
import type { Inventory, SaleDates } from "../../domain/ticketingState.js";
import { refusalCode, throttledFor, type ApiFailure } from "../../ports/apiFailure.js";
import type { Clock } from "../../ports/clock.js";
import type { OfflineTickets } from "../../ports/offlineTickets.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { venueDate } from "../../domain/venueTime.js";
import { latestOnly } from "../shared/latestOnly.js";
import { createState } from "../shared/state.js";
import { removeCopiesOf } from "../viewTickets/viewTickets.js";

/*
 * "Change date or time" on a found order (issue 29): the guest chooses tickets of one product,
 * a date and an entry time from that product's calendar, sees what the change costs or gives
 * back before anything changes, and confirms, with a card when it costs more. Any change of
 * choice drops the quote, so the guest always confirms the amount they were shown.
 */

/** What the guest has chosen so far: tickets of one product, then a date and entry time. */
export interface VisitChoice {
  readonly order: OrderSummary;
  readonly chosen: readonly number[];
  readonly visitDate: string | null;
  /** Null until chosen, and for a product sold by the day. */
  readonly inventoryId: number | null;
}

/** The chosen product's dates, and the chosen date's entry times. */
export type VisitCalendar =
  | { readonly status: "none" }
  | { readonly status: "loading"; readonly productId: number }
  | { readonly status: "failed"; readonly productId: number }
  | {
      readonly status: "ready";
      readonly productId: number;
      readonly dates: SaleDates;
      /** Null until a date is chosen; "loading" while its entry times load. */
      readonly entryTimes: readonly Inventory[] | "loading" | null;
    };

export type ChangeVisitState =
  | { readonly status: "closed" }
  | (VisitChoice & { readonly status: "choosing" | "quoting" })
  | (VisitChoice & {
      readonly status: "quoted";
      readonly quote: ChangeVisitQuote;
      /** The card's problems, field by field, when one was given and is not valid. */
      readonly cardErrors: FieldErrors | null;
    })
  | (VisitChoice & { readonly status: "changing"; readonly quote: ChangeVisitQuote })
  | (VisitChoice & { readonly status: "refused"; readonly error: ChangeVisitError })
  | {
      readonly status: "changed";
      readonly order: OrderSummary;
      readonly changed: VisitChanged;
    };

export interface ChangeVisit {
  readonly state$: Observable<ChangeVisitState>;
  readonly calendar$: Observable<VisitCalendar>;
  readonly current: () => ChangeVisitState;
  readonly currentCalendar: () => VisitCalendar;
  /** Starts choosing among the order's tickets whose visit may change; none chosen. */
  readonly open: (order: OrderSummary) => void;
  /**
   * Chooses a ticket or puts it back. A ticket whose visit may not change is never chosen; one
   * of another product starts the choice again with it, as tickets change one product at a time.
   */
  readonly choose: (ticketId: number, chosen: boolean) => Promise<void>;
  /** Picks the date, and loads its entry times. */
  readonly pickDate: (visitDate: string) => Promise<void>;
  readonly pickEntryTime: (inventoryId: number) => void;
  /** Asks what the change would cost or give back. */
  readonly quote: () => Promise<void>;
  /** Changes the visit, once its cost has been shown; `card` pays an amount due. */
  readonly confirm: (card: CardForm) => Promise<void>;
  readonly close: () => void;
}

const errorOf = (failure: ApiFailure): ChangeVisitError =>
  throttledFor(failure) ??
  changeVisitErrorFromCode(
    refusalCode(failure),
    failure.tag === "API_REFUSED" ? failure.message : null,
  );

const changeableTickets = (order: OrderSummary): ReadonlyMap<number, OrderTicket> =>
  new Map(
    (order.tickets ?? [])
      .filter((ticket) => ticket.changeableUntil !== null && ticket.productId !== null)
      .map((ticket) => [ticket.ticketId, ticket]),
  );

const choiceIn = ({ order, chosen, visitDate, inventoryId }: VisitChoice): VisitChoice => ({
  order,
  chosen,
  visitDate,
  inventoryId,
});

/** The choice a state carries, when it carries one. */
const choiceOf = (state: ChangeVisitState): VisitChoice | null =>
  state.status === "closed" || state.status === "changed" ? null : choiceIn(state);

/** A choice that names everything a quote needs: tickets, a date, and an entry time if timed. */
export const isComplete = (choice: VisitChoice, calendar: VisitCalendar): boolean =>
  choice.chosen.length > 0 &&
  choice.visitDate !== null &&
  (choice.inventoryId !== null ||
    (calendar.status === "ready" &&
      calendar.entryTimes !== null &&
      calendar.entryTimes !== "loading" &&
      calendar.entryTimes.length === 0));

export const createChangeVisit = (deps: {
  readonly webSales: Pick<WebSalesApi, "saleDates" | "quoteChangeVisit" | "changeVisit">;
  readonly ticketing: Pick<TicketingApi, "inventory">;
  readonly offlineTickets: OfflineTickets;
  readonly clock: Clock;
}): ChangeVisit => {
  const state = createState<ChangeVisitState>({ status: "closed" });
  const calendar = createState<VisitCalendar>({ status: "none" });

  const entryTimes = latestOnly();
  const quotes = latestOnly();

  /** A change of choice: back to choosing, the quote dropped (one on its way too). */
  const rechoose = (change: (choice: VisitChoice) => VisitChoice) => {
    const choice = choiceOf(state.get());
    if (choice === null || state.get().status === "changing") return;
    quotes.supersede();
    state.set({ status: "choosing", ...change(choice) });
  };

  const loadDates = async (productId: number) => {
    const shown = calendar.get();
    if (shown.status !== "none" && shown.productId === productId && shown.status !== "failed") {
      return;
    }
    calendar.set({ status: "loading", productId });
    const dates = await deps.webSales.saleDates(productId)();
    calendar.set(
      E.isRight(dates)
        ? { status: "ready", productId, dates: dates.right, entryTimes: null }
        : { status: "failed", productId },
    );
  };

  const choose = async (ticketId: number, chosen: boolean) => {
    const choice = choiceOf(state.get());
    if (choice === null) return;
    const changeable = changeableTickets(choice.order);
    const productId = changeable.get(ticketId)?.productId;
    if (productId == null) return;
    const sameProduct = choice.chosen.every((id) => changeable.get(id)?.productId === productId);
    rechoose(() => {
      const others = sameProduct ? choice.chosen.filter((id) => id !== ticketId) : [];
      return {
        order: choice.order,
        chosen: chosen ? [...others, ticketId].sort((a, b) => a - b) : others,
        visitDate: sameProduct ? choice.visitDate : null,
        inventoryId: sameProduct ? choice.inventoryId : null,
      };
    });
    if (chosen) await loadDates(productId);
  };

  const pickDate = async (visitDate: string) => {
    const shown = calendar.get();
    if (shown.status !== "ready" || !shown.dates.dates.includes(visitDate)) return;
    rechoose((choice) => ({ ...choice, visitDate, inventoryId: null }));
    calendar.set({ ...shown, entryTimes: "loading" });
    // A later date picked meanwhile has its own entry times coming.
    const times = await entryTimes.run(
      deps.ticketing.inventory(shown.productId, visitDate, [], "general"),
    );
    const now = calendar.get();
    if (O.isNone(times) || now.status !== "ready") return;
    calendar.set({ ...now, entryTimes: E.isRight(times.value) ? times.value.right : [] });
  };

  const quote = async () => {
    const current = state.get();
    if (current.status !== "choosing" && current.status !== "refused") return;
    const choice = choiceOf(current);
    if (choice === null || choice.visitDate === null || !isComplete(choice, calendar.get())) {
      return;
    }
    const move = {
      ticketIds: choice.chosen,
      visitDate: choice.visitDate,
      inventoryId: choice.inventoryId,
    };
    state.set({ status: "quoting", ...choice });
    // A choice changed meanwhile has dropped this quote: its answer is for a choice gone.
    const answer = await quotes.run(
      deps.webSales.quoteChangeVisit(choice.order.orderId, choice.order.email, move),
    );
    if (O.isNone(answer)) return;
    state.set(
      E.isRight(answer.value)
        ? { status: "quoted", ...choice, quote: answer.value.right, cardErrors: null }
        : { status: "refused", ...choice, error: errorOf(answer.value.left) },
    );
  };

  const confirm = async (card: CardForm) => {
    const current = state.get();
    if (current.status !== "quoted" || current.visitDate === null) return;
    const shown = current.quote;
    const choice = choiceIn(current);
    if (shown.amountDue > 0) {
      const checked = validateCard(card, venueDate(deps.clock.now()));
      if (E.isLeft(checked)) {
        state.set({ ...current, cardErrors: checked.left });
        return;
      }
    }
    state.set({ status: "changing", ...choice, quote: shown });
    const move = {
      ticketIds: choice.chosen,
      visitDate: current.visitDate,
      inventoryId: choice.inventoryId,
    };
    const answer = await deps.webSales.changeVisit(
      choice.order.orderId,
      choice.order.email,
      move,
      card,
    )();
    if (E.isLeft(answer)) {
      state.set({ status: "refused", ...choice, error: errorOf(answer.left) });
      return;
    }
    // The device's copy holds the old barcodes, which no longer admit: it goes, and comes back
    // with the new ones the next time the tickets are opened online.
    await removeCopiesOf(deps.offlineTickets, choice.order.orderConfirmation);
    state.set({ status: "changed", order: choice.order, changed: answer.right });
  };

  return {
    state$: state.state$,
    calendar$: calendar.state$,
    current: state.get,
    currentCalendar: calendar.get,
    open: (order) => {
      state.set({ status: "choosing", order, chosen: [], visitDate: null, inventoryId: null });
    },
    choose,
    pickDate,
    pickEntryTime: (inventoryId) => {
      rechoose((choice) => ({ ...choice, inventoryId }));
    },
    quote,
    confirm,
    close: () => {
      state.set({ status: "closed" });
      calendar.set({ status: "none" });
    },
  };
};
