import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import type * as TE from "fp-ts/lib/TaskEither.js";
import {
  combineLatest,
  distinctUntilChanged,
  interval,
  map,
  startWith,
  switchMap,
  of,
  type Observable,
} from "rxjs";
import { cartProducts, saleKindOf, type Cart, type CartProduct } from "../../domain/cart.js";
import { ApiCode, type StorefrontError } from "../../domain/errors.js";
import {
  addedHoldMinutes,
  remainingHoldSeconds,
  reusablePendingOrder,
  type PendingOrder,
} from "../../domain/pendingOrder.js";
import type { SaleKind, Tenant } from "../../domain/tenant.js";
import { isNoSuchCall, refusalCode, type ApiFailure } from "../../ports/apiFailure.js";
import type { Clock } from "../../ports/clock.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";
import { latestOnly } from "../shared/latestOnly.js";
import { singleFlight } from "../shared/singleFlight.js";
import { createState } from "../shared/state.js";
import type { UnavailableLine } from "../../domain/unavailableLine.js";
import {
  productsUnavailableOf,
  reservationErrorOf,
  type ReservationFailure,
} from "./reservationError.js";

/**
 * The guest's request to reserve the cart (the checkout button): a discard, when the cart
 * changes or the purchase completes, returns it to idle. On Code 21 `unavailable` holds the
 * cart lines of the products it names, each with why it could not be held.
 */
export type ReservationState =
  | { readonly status: "idle" }
  | { readonly status: "reserving" }
  | { readonly status: "reserved"; readonly order: PendingOrder }
  | {
      readonly status: "failed";
      readonly error: StorefrontError;
      readonly unavailable: readonly UnavailableLine[];
    };

/**
 * "Need more time?" on the hold of order `orderId`: the guest's request, the minutes it added,
 * its refusal, and once the API allows no more ("exhausted", by the last extension or by a
 * refusal) that the hold cannot be extended again.
 */
export type ExtensionState =
  | { readonly status: "idle" }
  | { readonly status: "extending"; readonly orderId: number }
  | { readonly status: "extended"; readonly orderId: number; readonly addedMinutes: number }
  | {
      readonly status: "exhausted";
      readonly orderId: number;
      readonly addedMinutes: number | null;
      readonly error: { readonly tag: "HOLD_EXTENSIONS_EXHAUSTED" };
    }
  | { readonly status: "failed"; readonly orderId: number; readonly error: StorefrontError }
  /** The API has no such call (an extension it does not offer): asked no more this session. */
  | { readonly status: "not-offered"; readonly error: { readonly tag: "HOLD_NOT_EXTENDED" } };

/** Why a hold was not extended: the API refused, or there is no hold to extend. */
export type ExtensionFailure = ApiFailure | { readonly tag: "NO_HOLD" };

export interface ReserveOrder {
  readonly reservation$: Observable<ReservationState>;
  readonly pendingOrder$: Observable<PendingOrder | null>;
  /** Seconds left on the hold, ticking every second; null without a pending order. */
  readonly remainingSeconds$: Observable<number | null>;
  readonly current: () => PendingOrder | null;
  /**
   * The guest reserves: the live pending order for the cart, created when there is none or it
   * has expired, with its progress on `reservation$`.
   */
  readonly reserve: () => Promise<E.Either<ReservationFailure, PendingOrder>>;
  /**
   * Runs `action` with the pending order. When it answers Code 5007 (the pending order is
   * gone), the order is discarded, a new one reserved, and the action tried once more (spec §8).
   */
  readonly withReservation: <A>(
    action: (order: PendingOrder) => TE.TaskEither<ApiFailure, A>,
  ) => Promise<E.Either<ReservationFailure, A>>;
  readonly extension$: Observable<ExtensionState>;
  /**
   * More time on the live hold, with its progress on `extension$`. The same pending order is
   * kept, so the guest never loses the slot by asking; a refusal leaves the hold as it was.
   */
  readonly extend: () => Promise<E.Either<ExtensionFailure, PendingOrder>>;
  /** Forgets the pending order (the cart changed, or the purchase completed). */
  readonly discard: () => void;
}

export interface ReserveOrderDeps {
  readonly ticketingApi: Pick<
    TicketingApi,
    "createPendingOrder" | "extendPendingOrder" | "inventory"
  >;
  readonly clock: Clock;
  readonly tenant: () => Tenant;
  readonly cart: () => Cart;
  readonly initial?: PendingOrder | null;
}

export const createReserveOrder = (deps: ReserveOrderDeps): ReserveOrder => {
  const pendingOrder = createState<PendingOrder | null>(deps.initial ?? null);
  const reservation = createState<ReservationState>({ status: "idle" });
  const extension = createState<ExtensionState>({ status: "idle" });

  const create = async (): Promise<E.Either<ReservationFailure, PendingOrder>> => {
    const products = cartProducts(deps.cart());
    if (products.length === 0) return E.left({ tag: "EMPTY_CART" });
    return deps.ticketingApi.createPendingOrder({
      tenant: deps.tenant(),
      saleKind: saleKindOf(products),
      products,
    })();
  };

  // One reservation at a time: a second call while one is being made shares it, so two live
  // pending orders are never held for one cart. A discard invalidates it: an order created for
  // a cart that has since changed is not kept.
  const creation = singleFlight(create, (created) => {
    if (E.isRight(created)) pendingOrder.set(created.right);
  });

  const reserveNow = (): Promise<E.Either<ReservationFailure, PendingOrder>> => {
    const live = reusablePendingOrder(pendingOrder.get(), deps.clock.now());
    if (live !== null) return Promise.resolve(E.right(live));
    pendingOrder.set(null);
    return creation.run();
  };

  // Its code loads when a hold is refused: the page's entry does without it.
  const explained = async (named: readonly CartProduct[], saleKind: SaleKind) =>
    named.length === 0
      ? []
      : (await import("./unavailableLines.js")).explainUnavailable(
          deps.ticketingApi,
          named,
          saleKind,
        );

  const failedWith = async (failure: ReservationFailure): Promise<ReservationState> => {
    const unavailable = productsUnavailableOf(failure);
    const products = cartProducts(deps.cart());
    const named = O.isSome(unavailable)
      ? products.filter((product) => unavailable.value.productIds.includes(product.productId))
      : [];
    return {
      status: "failed",
      error: reservationErrorOf(failure),
      unavailable: await explained(named, saleKindOf(products)),
    };
  };

  // A discard makes the guest's request on its way stale: its answer is for a cart that has
  // since changed, and must not bring back a state the discard cleared.
  const guestRequests = latestOnly();

  const reserve = async (): Promise<E.Either<ReservationFailure, PendingOrder>> => {
    reservation.set({ status: "reserving" });
    const attempt = reserveNow();
    // Explaining a refusal asks the API again: a discard meanwhile makes that stale too.
    const latest = await guestRequests.run(async () => {
      const reserved = await attempt;
      return E.isRight(reserved)
        ? ({ status: "reserved", order: reserved.right } as const)
        : failedWith(reserved.left);
    });
    if (O.isSome(latest)) reservation.set(latest.value);
    return attempt;
  };

  const isGone = <A>(answer: E.Either<ApiFailure, A>): boolean =>
    E.isLeft(answer) && refusalCode(answer.left) === ApiCode.PendingOrderExpired;

  // Only the order that was refused is discarded: if another caller has already replaced it,
  // the replacement is live and is the one to use.
  const discardIfHeld = (refused: PendingOrder) => {
    if (pendingOrder.get() === refused) pendingOrder.set(null);
  };

  const withReservation = async <A>(
    action: (order: PendingOrder) => TE.TaskEither<ApiFailure, A>,
  ): Promise<E.Either<ReservationFailure, A>> => {
    const first = await reserveNow();
    if (E.isLeft(first)) return first;
    const attempt = await action(first.right)();
    if (!isGone(attempt)) return attempt;
    discardIfHeld(first.right);
    const second = await reserveNow();
    if (E.isLeft(second)) return second;
    const retried = await action(second.right)();
    // Not retried again, but a pending order the API says is gone is not kept either.
    if (isGone(retried)) discardIfHeld(second.right);
    return retried;
  };

  const exhausted = { tag: "HOLD_EXTENSIONS_EXHAUSTED" } as const;

  // The answer applies only to the order it extended: one discarded or replaced meanwhile
  // (the cart changed, the purchase completed) is not brought back.
  const extend = async (): Promise<E.Either<ExtensionFailure, PendingOrder>> => {
    const order = reusablePendingOrder(pendingOrder.get(), deps.clock.now());
    if (order === null) return E.left({ tag: "NO_HOLD" });
    const { orderId } = order;
    extension.set({ status: "extending", orderId });
    const answer = await deps.ticketingApi.extendPendingOrder(
      orderId,
      saleKindOf(cartProducts(deps.cart())),
    )();
    if (E.isLeft(answer)) {
      extension.set(
        isNoSuchCall(answer.left)
          ? { status: "not-offered", error: { tag: "HOLD_NOT_EXTENDED" } }
          : refusalCode(answer.left) === ApiCode.HoldExtensionsExhausted
            ? { status: "exhausted", orderId, addedMinutes: null, error: exhausted }
            : { status: "failed", orderId, error: { tag: "HOLD_NOT_EXTENDED" } },
      );
      return answer;
    }
    const { reservationExpirationDateTime, extensionsLeft } = answer.right;
    const extended = { ...order, reservationExpirationDateTime };
    if (pendingOrder.get() === order) pendingOrder.set(extended);
    const addedMinutes = addedHoldMinutes(order, extended);
    extension.set(
      extensionsLeft === 0
        ? { status: "exhausted", orderId, addedMinutes, error: exhausted }
        : { status: "extended", orderId, addedMinutes },
    );
    return E.right(extended);
  };

  // Each pending order has extensions of its own: once another replaces it (the hold ended and
  // was made again, the cart changed), what was asked of the last one is no longer shown.
  const notAsked: ExtensionState = { status: "idle" };
  const extension$ = combineLatest([extension.state$, pendingOrder.state$]).pipe(
    map(([state, order]) =>
      state.status === "idle" || state.status === "not-offered" || state.orderId === order?.orderId
        ? state
        : notAsked,
    ),
    distinctUntilChanged(),
  );

  const remainingSeconds$ = pendingOrder.state$.pipe(
    switchMap((order) =>
      order === null
        ? of(null)
        : interval(1000).pipe(
            startWith(0),
            map(() => remainingHoldSeconds(order, deps.clock.now())),
          ),
    ),
  );

  return {
    reservation$: reservation.state$,
    pendingOrder$: pendingOrder.state$,
    remainingSeconds$,
    current: pendingOrder.get,
    reserve,
    withReservation,
    extension$,
    extend,
    discard: () => {
      creation.invalidate();
      guestRequests.supersede();
      pendingOrder.set(null);
      reservation.set({ status: "idle" });
      extension.set({ status: "idle" });
    },
  };
};
