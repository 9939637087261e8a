import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import type { Observable } from "rxjs";
import { viewTicketsErrorFromCode } from "../../domain/afterPurchaseErrors.js";
import type { ViewTicketsError } from "../../domain/errors.js";
import { isCopyOf, offlineCopyLasts, saysNoTickets } from "../../domain/offlineTickets.js";
import type { Ticket } from "../../domain/order.js";
import { refusalCode, throttledFor } from "../../ports/apiFailure.js";
import type { Clock } from "../../ports/clock.js";
import type { DeviceStorageRefused, OfflineTickets } from "../../ports/offlineTickets.js";
import type { TicketDocuments } from "../../ports/ticketDocuments.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { latestOnly } from "../shared/latestOnly.js";
import { failed, idle, loading, ready, type Remote } from "../shared/remote.js";
import { createState } from "../shared/state.js";

/**
 * The guest's removal of the shown tickets from this device: not asked, on its way, done (the
 * tickets have left the screen too), or refused by the device.
 */
export type DeviceRemoval =
  | { readonly status: "none" }
  | { readonly status: "removing" }
  | { readonly status: "removed" }
  | { readonly status: "refused" };

export interface ViewTickets {
  readonly state$: Observable<Remote<ViewTicketsError, readonly Ticket[]>>;
  readonly removal$: Observable<DeviceRemoval>;
  /** Loads the tickets of `/view-tickets?orderConfirmation=…`; null when the parameter is missing. */
  readonly load: (orderConfirmation: string | null) => Promise<void>;
  /** Removes the shown order's tickets from this device (its offline copy) and from the screen. */
  readonly removeFromDevice: () => Promise<void>;
  /**
   * Whether the device keeps a copy of these tickets: only until their visit day is over, and
   * never of tickets that name no visit day (then there is nothing to remove from it).
   */
  readonly keptOnDevice: (tickets: readonly Ticket[]) => boolean;
  /** Where the guest gets the tickets as files: a PDF, a wallet pass, the visit's calendar. */
  readonly documents: TicketDocuments;
}

const none: DeviceRemoval = { status: "none" };

/**
 * Removes every copy the device keeps of an order's tickets, whatever case its number was
 * written in when it was asked (the API reads it either way).
 */
export const removeCopiesOf = async (
  offlineTickets: OfflineTickets,
  orderConfirmation: string,
): Promise<E.Either<DeviceStorageRefused, void>> => {
  const copies = await offlineTickets.copies()();
  if (E.isLeft(copies)) return copies;
  const removed = await Promise.all(
    copies.right
      .filter((copy) => isCopyOf(copy, orderConfirmation))
      .map((copy) => offlineTickets.remove(copy.orderConfirmation)()),
  );
  return removed.find(E.isLeft) ?? E.right(undefined);
};

/**
 * Removes the device's copies of tickets it may keep no longer: their visit day is over at the
 * venue, or they hold no tickets. What the device will not read or remove now is left to the
 * next sweep.
 */
export const removeExpiredCopies = async (
  offlineTickets: OfflineTickets,
  now: Date,
): Promise<void> => {
  const copies = await offlineTickets.copies()();
  if (E.isLeft(copies)) return;
  await Promise.all(
    copies.right
      .filter((copy) => !offlineCopyLasts(copy.tickets, now))
      .map((copy) => offlineTickets.remove(copy.orderConfirmation)()),
  );
};

/**
 * Spec §5: no confirmation number → CONFIRMATION_NOT_VALID; an empty answer → NO_TICKET; a
 * cancelled order's refusal (Code 4091) → ORDER_CANCELED. The device's offline copies are kept
 * through their visit day only, and an order's goes once it has no tickets.
 */
export const createViewTickets = (deps: {
  readonly webSales: Pick<WebSalesApi, "viewTickets">;
  readonly ticketDocuments: TicketDocuments;
  readonly offlineTickets: OfflineTickets;
  readonly clock: Clock;
}): ViewTickets => {
  const state = createState<Remote<ViewTicketsError, readonly Ticket[]>>(idle);
  const removal = createState<DeviceRemoval>(none);
  /** The order whose tickets are on screen: asked for again, they stay until the new answer. */
  let shown: string | null = null;
  const latest = latestOnly();

  // Offline, the worker answers with its copy: an expired one is removed before anything is asked.
  const ask = (confirmation: string) => async () => {
    await removeExpiredCopies(deps.offlineTickets, deps.clock.now());
    return deps.webSales.viewTickets(confirmation)();
  };

  /**
   * The copy of an order's tickets that the device may not keep: the order has none any more,
   * or their visit day is over (the API still shows a past visit's tickets; the worker may be
   * writing its copy of this very answer still, which the next opening's sweep removes then).
   */
  const keptNoLonger = (next: Remote<ViewTicketsError, readonly Ticket[]>): boolean =>
    next.status === "failed"
      ? saysNoTickets(next.error)
      : next.status === "ready" && !offlineCopyLasts(next.value, deps.clock.now());

  const load = async (orderConfirmation: string | null) => {
    const confirmation = orderConfirmation?.trim() ?? "";
    if (confirmation === "") {
      shown = null;
      latest.supersede();
      state.set(failed({ tag: "CONFIRMATION_NOT_VALID" }));
      return;
    }
    removal.set(none);
    if (confirmation !== shown) state.set(loading);
    const answer = await latest.run(ask(confirmation));
    if (O.isNone(answer)) return;
    const tickets = answer.value;
    const next: Remote<ViewTicketsError, readonly Ticket[]> = E.isLeft(tickets)
      ? failed(throttledFor(tickets.left) ?? viewTicketsErrorFromCode(refusalCode(tickets.left)))
      : tickets.right.length === 0
        ? failed({ tag: "NO_TICKET" })
        : ready(tickets.right);
    shown = next.status === "ready" ? confirmation : null;
    state.set(next);
    // A copy the device will not remove now is left to the next opening's sweep.
    if (keptNoLonger(next)) await removeCopiesOf(deps.offlineTickets, confirmation);
  };

  const removeFromDevice = async () => {
    const confirmation = shown;
    if (confirmation === null || removal.get().status === "removing") return;
    removal.set({ status: "removing" });
    const removed = await removeCopiesOf(deps.offlineTickets, confirmation);
    if (E.isLeft(removed)) {
      removal.set({ status: "refused" });
      return;
    }
    // An answer still on its way for these tickets must not bring them back on screen.
    latest.supersede();
    shown = null;
    state.set(idle);
    removal.set({ status: "removed" });
  };

  return {
    state$: state.state$,
    removal$: removal.state$,
    load,
    removeFromDevice,
    keptOnDevice: (tickets) => offlineCopyLasts(tickets, deps.clock.now()),
    documents: deps.ticketDocuments,
  };
};
