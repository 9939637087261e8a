import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { manualClock } from "../support/manualClock.js";
import { refusal } from "../support/scripted.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import {
  createReserveOrder,
  productsUnavailableOf,
  reservationErrorOf,
} from "../../src/application/reserveOrder/index.js";
import { emptyCart, type Cart } from "../../src/domain/cart.js";
import type { StorefrontError } from "../../src/domain/errors.js";
import type { HoldExtension, PendingOrder } from "../../src/domain/pendingOrder.js";
import { tenantOf } from "../../src/domain/tenant.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import type { OrderDraft, TicketingApi } from "../../src/ports/ticketingApi.js";
import { pendingAnswer, recorded, settled } from "../async.js";
import { aCartProduct, aPendingOrder, aPricedCart, anInventory } from "../builders.js";

const start = new Date("2026-11-22T10:00:00Z");
const holdMs = 15 * 60 * 1000;
const tenant = tenantOf("sn");
const product = aCartProduct({ key: "a", productId: 101 });
const cart: Cart = { kind: "priced", products: [product], priced: aPricedCart(2500) };
const expired = refusal(5007, "This reservation has expired or does not exist.");

/** Each created pending order gets the next id (from 1) and a 15-minute hold from now. */
const reserveOrderWith = (
  options: {
    cart?: Cart;
    create?: TicketingApi["createPendingOrder"];
    extend?: TicketingApi["extendPendingOrder"];
    inventory?: TicketingApi["inventory"];
    initial?: PendingOrder | null;
  } = {},
) => {
  const clock = manualClock(start);
  let created = 0;
  const api = scriptedTicketing({
    ...(options.inventory === undefined ? {} : { inventory: options.inventory }),
    createPendingOrder:
      options.create ??
      (() =>
        TE.right(
          aPendingOrder({
            orderId: ++created,
            reservationExpirationDateTime: new Date(clock.now().getTime() + holdMs).toISOString(),
          }),
        )),
    extendPendingOrder:
      options.extend ??
      (() =>
        TE.right({
          reservationExpirationDateTime: new Date(clock.now().getTime() + holdMs).toISOString(),
          extensionsLeft: 2,
        })),
  });
  const reserveOrder = createReserveOrder({
    ticketingApi: api,
    clock,
    tenant: () => tenant,
    cart: () => options.cart ?? cart,
    ...(options.initial === undefined ? {} : { initial: options.initial }),
  });
  const creations = () =>
    api.calls.filter((c) => c.method === "createPendingOrder").map((c) => c.args[0] as OrderDraft);
  return { reserveOrder, clock, creations, api };
};

const orderIdOf = (result: E.Either<unknown, PendingOrder>) =>
  E.isRight(result) ? result.right.orderId : null;

afterEach(() => {
  vi.useRealTimers();
});

describe("reserve order", () => {
  it("a pending order is created for the cart's products, tenant and kind of sale", async () => {
    const groupCart: Cart = {
      kind: "priced",
      products: [aCartProduct({ key: "g", categoryName: "productsGroups" })],
      priced: aPricedCart(),
    };
    const { reserveOrder, creations } = reserveOrderWith({ cart: groupCart });
    expect(orderIdOf(await reserveOrder.reserve())).toBe(1);
    expect(creations()).toEqual([{ tenant, saleKind: "group", products: groupCart.products }]);
  });

  it("a live pending order is reused; an expired one is replaced", async () => {
    const { reserveOrder, clock, creations } = reserveOrderWith();
    expect(orderIdOf(await reserveOrder.reserve())).toBe(1);
    clock.advance(holdMs - 1000);
    expect(orderIdOf(await reserveOrder.reserve())).toBe(1);
    expect(creations()).toHaveLength(1);
    clock.advance(1000);
    expect(orderIdOf(await reserveOrder.reserve())).toBe(2);
    expect(creations()).toHaveLength(2);
    expect(reserveOrder.current()?.orderId).toBe(2);
  });

  it("an empty cart is not reserved and nothing is asked", async () => {
    const { reserveOrder, creations } = reserveOrderWith({ cart: emptyCart });
    expect(await reserveOrder.reserve()).toEqual(E.left({ tag: "EMPTY_CART" }));
    expect(creations()).toEqual([]);
  });

  it("a failed creation is answered as it failed and leaves no pending order", async () => {
    const failure = refusal(21, "Some products are unavailable.", [101]);
    const { reserveOrder } = reserveOrderWith({ create: () => TE.left(failure) });
    expect(await reserveOrder.reserve()).toEqual(E.left(failure));
    expect(reserveOrder.current()).toBeNull();
  });

  it("concurrent reservations create one pending order and all get it", async () => {
    const answer = pendingAnswer<PendingOrder>();
    const { reserveOrder, creations } = reserveOrderWith({ create: () => answer.task });
    const calls = [reserveOrder.reserve(), reserveOrder.reserve(), reserveOrder.reserve()];
    const order = aPendingOrder({
      orderId: 77,
      reservationExpirationDateTime: "2026-11-22T10:15:00Z",
    });
    await answer.succeed(order);
    expect(await Promise.all(calls)).toEqual([E.right(order), E.right(order), E.right(order)]);
    expect(creations()).toHaveLength(1);
  });

  it("a pending order kept from before a reload is reused while live", async () => {
    const kept = aPendingOrder({
      orderId: 40,
      reservationExpirationDateTime: "2026-11-22T10:05:00Z",
    });
    const { reserveOrder, creations } = reserveOrderWith({ initial: kept });
    expect(await reserveOrder.reserve()).toEqual(E.right(kept));
    expect(creations()).toEqual([]);
  });

  it("a discarded pending order is forgotten and the next reservation makes a new one", async () => {
    const { reserveOrder, creations } = reserveOrderWith();
    await reserveOrder.reserve();
    reserveOrder.discard();
    expect(await firstValueFrom(reserveOrder.pendingOrder$)).toBeNull();
    expect(orderIdOf(await reserveOrder.reserve())).toBe(2);
    expect(creations()).toHaveLength(2);
  });
});

describe("reserve order: the guest's reservation", () => {
  const garden = aCartProduct({ key: "b", productId: 202, name: "Glass Garden" });
  const twoProducts: Cart = { kind: "priced", products: [product, garden], priced: aPricedCart() };

  it("the reservation goes from idle to reserving to reserved with the pending order", async () => {
    const answer = pendingAnswer<PendingOrder>();
    const { reserveOrder } = reserveOrderWith({ create: () => answer.task });
    const states = recorded(reserveOrder.reservation$);
    const reserving = reserveOrder.reserve();
    expect(states).toEqual([{ status: "idle" }, { status: "reserving" }]);
    const order = aPendingOrder({ orderId: 5 });
    await answer.succeed(order);
    await reserving;
    expect(states.at(-1)).toEqual({ status: "reserved", order });
  });

  it("a reservation refused with Code 21 is failed with PRODUCTS_UNAVAILABLE and the cart lines it names, a line without an entry time off sale", async () => {
    const { reserveOrder } = reserveOrderWith({
      cart: twoProducts,
      create: () => TE.left(refusal(21, "Sold out.", [202])),
    });
    await reserveOrder.reserve();
    expect(await firstValueFrom(reserveOrder.reservation$)).toEqual({
      status: "failed",
      error: { tag: "PRODUCTS_UNAVAILABLE", productIds: [202] },
      unavailable: [{ line: garden, reason: { tag: "OFF_SALE" } }],
    });
  });

  it("a line refused with Code 21 for an entry time with too few places says how many are left, read from its date's entry times now", async () => {
    const nine = anInventory({ inventoryId: 9, remaining: 1 });
    const timed = aCartProduct({
      key: "t",
      productId: 303,
      visitDate: "2030-01-10",
      inventory: nine,
      selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 2 }],
    });
    const { reserveOrder, api } = reserveOrderWith({
      cart: { kind: "priced", products: [timed], priced: aPricedCart() },
      create: () => TE.left(refusal(21, "Some products are unavailable.", [303])),
      inventory: () => TE.right([nine]),
    });
    await reserveOrder.reserve();
    expect(await firstValueFrom(reserveOrder.reservation$)).toMatchObject({
      unavailable: [{ line: timed, reason: { tag: "FEW_PLACES", remaining: 1 } }],
    });
    expect(api.calls.filter((c) => c.method === "inventory").map((c) => c.args)).toEqual([
      [303, "2030-01-10", timed.selectedDiscounts, "general"],
    ]);
  });

  it("a reservation refused with a message fails with the API's message (spec §8), or 'Unexpected javascript error' without one", async () => {
    const cases: [ApiFailure, string][] = [
      [
        refusal(400, "Group orders need at least 10 tickets."),
        "Group orders need at least 10 tickets.",
      ],
      [
        { tag: "NOT_SUCCESSFUL", message: "The venue is closed that day." },
        "The venue is closed that day.",
      ],
      [{ tag: "NOT_SUCCESSFUL", message: null }, "Unexpected javascript error"],
      [refusal(400, "  "), "Unexpected javascript error"],
    ];
    for (const [failure, message] of cases) {
      const { reserveOrder } = reserveOrderWith({ create: () => TE.left(failure) });
      await reserveOrder.reserve();
      expect(await firstValueFrom(reserveOrder.reservation$)).toEqual({
        status: "failed",
        error: { tag: "RESERVATION_FAILED", message },
        unavailable: [],
      });
    }
  });

  it("no answer, or an answer not understood, is failed with the generic error; a throttle says how long to wait", async () => {
    const failures: [ApiFailure, StorefrontError][] = [
      [{ tag: "UNREACHABLE", message: "Failed to fetch" }, { tag: "GENERIC" }],
      [{ tag: "UNEXPECTED_ANSWER", field: "orderId" }, { tag: "GENERIC" }],
      [
        { tag: "THROTTLED", retryAfterSeconds: 30 },
        { tag: "THROTTLED", retryAfterSeconds: 30 },
      ],
    ];
    for (const [failure, error] of failures) {
      const { reserveOrder } = reserveOrderWith({ create: () => TE.left(failure) });
      await reserveOrder.reserve();
      expect(await firstValueFrom(reserveOrder.reservation$)).toEqual({
        status: "failed",
        error,
        unavailable: [],
      });
    }
  });

  it("a discard returns the reservation to idle, and an answer still on its way does not bring it back", async () => {
    const answer = pendingAnswer<PendingOrder>();
    const { reserveOrder } = reserveOrderWith({ create: () => answer.task });
    const reserving = reserveOrder.reserve();
    reserveOrder.discard();
    expect(await firstValueFrom(reserveOrder.reservation$)).toEqual({ status: "idle" });
    await answer.succeed(aPendingOrder());
    await reserving;
    expect(await firstValueFrom(reserveOrder.reservation$)).toEqual({ status: "idle" });
  });

  it("reserving again for a purchase leaves the guest's reservation as it was", async () => {
    const { reserveOrder } = reserveOrderWith();
    await reserveOrder.withReservation(() => TE.right("confirmed"));
    expect(await firstValueFrom(reserveOrder.reservation$)).toEqual({ status: "idle" });
  });
});

describe("reserve order: Code 21 is read the same way before and at purchase", () => {
  it("Code 21 names the unavailable products; other refusals and failures name none", () => {
    expect(productsUnavailableOf(refusal(21, "Sold out.", [7, 8]))).toEqual(
      O.some({ tag: "PRODUCTS_UNAVAILABLE", productIds: [7, 8] }),
    );
    expect(productsUnavailableOf(refusal(5007))).toEqual(O.none);
    expect(productsUnavailableOf({ tag: "EMPTY_CART" })).toEqual(O.none);
  });

  it("before checkout a failure other than Code 21 is the generic error", () => {
    expect(reservationErrorOf(refusal(21, "Sold out.", [7]))).toEqual({
      tag: "PRODUCTS_UNAVAILABLE",
      productIds: [7],
    });
    expect(reservationErrorOf({ tag: "UNREACHABLE", message: "down" })).toEqual({ tag: "GENERIC" });
  });

  it("too many holds from the guest's address (Code 4291) is said plainly, not in the API's words", () => {
    expect(
      reservationErrorOf(
        refusal(
          4291,
          "Too many reservations are held from this address: at most 10 unpaid at once.",
        ),
      ),
    ).toEqual({ tag: "TOO_MANY_HOLDS" });
  });
});

describe("reserve order: the cart changes while a reservation is on its way", () => {
  it("an order created for a cart that was discarded meanwhile is not kept", async () => {
    const answer = pendingAnswer<PendingOrder>();
    const { reserveOrder } = reserveOrderWith({ create: () => answer.task });
    const reserving = reserveOrder.reserve();
    reserveOrder.discard();
    await answer.succeed(
      aPendingOrder({ orderId: 9, reservationExpirationDateTime: "2026-11-22T10:15:00Z" }),
    );
    await reserving;
    expect(await firstValueFrom(reserveOrder.pendingOrder$)).toBeNull();
  });

  it("a reservation after the discard does not wait for the stale one and makes its own", async () => {
    const stale = pendingAnswer<PendingOrder>();
    let calls = 0;
    const { reserveOrder, creations } = reserveOrderWith({
      create: () => {
        calls++;
        return calls === 1
          ? stale.task
          : TE.right(
              aPendingOrder({ orderId: 2, reservationExpirationDateTime: "2026-11-22T10:15:00Z" }),
            );
      },
    });
    const first = reserveOrder.reserve();
    reserveOrder.discard();
    expect(orderIdOf(await reserveOrder.reserve())).toBe(2);
    await stale.succeed(
      aPendingOrder({ orderId: 1, reservationExpirationDateTime: "2026-11-22T10:15:00Z" }),
    );
    await first;
    expect(creations()).toHaveLength(2);
    expect((await firstValueFrom(reserveOrder.pendingOrder$))?.orderId).toBe(2);
  });
});

describe("reserve order: Code 5007", () => {
  it("on Code 5007 the pending order is discarded and the action retried once", async () => {
    const { reserveOrder, creations } = reserveOrderWith();
    const seen: number[] = [];
    const result = await reserveOrder.withReservation((order) => {
      seen.push(order.orderId);
      return order.orderId === 1
        ? TE.left(expired)
        : TE.right(`confirmed ${String(order.orderId)}`);
    });
    expect(result).toEqual(E.right("confirmed 2"));
    expect(seen).toEqual([1, 2]);
    expect(creations()).toHaveLength(2);
    expect(reserveOrder.current()?.orderId).toBe(2);
  });

  it("a second Code 5007 is not retried again: the failure is answered and that order is not kept", async () => {
    const { reserveOrder, creations } = reserveOrderWith();
    const seen: number[] = [];
    const result = await reserveOrder.withReservation((order) => {
      seen.push(order.orderId);
      return TE.left(expired);
    });
    expect(result).toEqual(E.left(expired));
    expect(seen).toEqual([1, 2]);
    expect(creations()).toHaveLength(2);
    expect(reserveOrder.current()).toBeNull();
    expect(await firstValueFrom(reserveOrder.remainingSeconds$)).toBeNull();
  });

  it("on Code 5007, a new reservation that fails is answered and the action is not tried again", async () => {
    let creations = 0;
    const { reserveOrder } = reserveOrderWith({
      create: () =>
        ++creations === 1
          ? TE.right(
              aPendingOrder({ orderId: 1, reservationExpirationDateTime: "2026-11-22T10:15:00Z" }),
            )
          : TE.left(refusal(21, "Sold out.", [101])),
    });
    const seen: number[] = [];
    const result = await reserveOrder.withReservation((order) => {
      seen.push(order.orderId);
      return TE.left(expired);
    });
    expect(result).toEqual(E.left(refusal(21, "Sold out.", [101])));
    expect(seen).toEqual([1]);
    expect(reserveOrder.current()).toBeNull();
  });

  it("any failure other than Code 5007 is answered without a retry", async () => {
    const { reserveOrder, creations } = reserveOrderWith();
    const failures: ApiFailure[] = [
      refusal(402, "Declined"),
      { tag: "UNREACHABLE", message: "timeout" },
    ];
    for (const failure of failures) {
      let attempts = 0;
      const result = await reserveOrder.withReservation(() => {
        attempts++;
        return TE.left(failure);
      });
      expect(result).toEqual(E.left(failure));
      expect(attempts).toBe(1);
    }
    expect(creations()).toHaveLength(1);
  });

  it("a late Code 5007 for an order already replaced does not discard the replacement", async () => {
    const { reserveOrder, creations } = reserveOrderWith();
    await reserveOrder.reserve();
    const slowRefusal = pendingAnswer<string>();
    // Two actions on pending order 1; both learn it is gone, the second one later.
    const quick = reserveOrder.withReservation((order) =>
      order.orderId === 1 ? TE.left(expired) : TE.right(`quick on ${String(order.orderId)}`),
    );
    const slow = reserveOrder.withReservation((order) =>
      order.orderId === 1 ? slowRefusal.task : TE.right(`slow on ${String(order.orderId)}`),
    );
    expect(await quick).toEqual(E.right("quick on 2"));
    await slowRefusal.fail(expired);
    expect(await slow).toEqual(E.right("slow on 2"));
    expect(creations()).toHaveLength(2);
    expect(reserveOrder.current()?.orderId).toBe(2);
  });
});

describe("reserve order: hold time", () => {
  it("without a pending order the remaining hold is null", async () => {
    const { reserveOrder } = reserveOrderWith();
    expect(await firstValueFrom(reserveOrder.remainingSeconds$)).toBeNull();
  });

  it("the remaining hold counts down every second to zero", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { reserveOrder, clock } = reserveOrderWith();
    await reserveOrder.reserve();
    const seconds: (number | null)[] = [];
    const subscription = reserveOrder.remainingSeconds$.subscribe((s) => seconds.push(s));
    clock.advance(1000);
    vi.advanceTimersByTime(1000);
    clock.advance(1000);
    vi.advanceTimersByTime(1000);
    expect(seconds).toEqual([900, 899, 898]);
    clock.advance(holdMs);
    vi.advanceTimersByTime(1000);
    expect(seconds.at(-1)).toBe(0);
    reserveOrder.discard();
    expect(seconds.at(-1)).toBeNull();
    subscription.unsubscribe();
  });

  it("a late subscriber gets the current pending order and hold", async () => {
    const { reserveOrder, clock } = reserveOrderWith();
    const orders = recorded(reserveOrder.pendingOrder$);
    await reserveOrder.reserve();
    clock.advance(60_000);
    expect((await firstValueFrom(reserveOrder.pendingOrder$))?.orderId).toBe(1);
    expect(await firstValueFrom(reserveOrder.remainingSeconds$)).toBe(840);
    expect(orders.map((order) => order?.orderId ?? null)).toEqual([null, 1]);
    await settled();
  });
});

describe("need more time? (extend the hold)", () => {
  it("extending keeps the same pending order, moves its expiry to the API's answer and confirms the minutes it added", async () => {
    const { reserveOrder, clock, creations } = reserveOrderWith();
    await reserveOrder.reserve();
    clock.advance(holdMs - 60_000);
    const extended = await reserveOrder.extend();
    expect(orderIdOf(extended)).toBe(1);
    expect(reserveOrder.current()).toMatchObject({
      orderId: 1,
      reservationExpirationDateTime: new Date(clock.now().getTime() + holdMs).toISOString(),
    });
    expect(await firstValueFrom(reserveOrder.remainingSeconds$)).toBe(holdMs / 1000);
    expect(creations()).toHaveLength(1);
    expect(await firstValueFrom(reserveOrder.extension$)).toEqual({
      status: "extended",
      orderId: 1,
      addedMinutes: 14,
    });
  });

  it("a group cart's hold is extended as a group sale", async () => {
    const groupLine = aCartProduct({ key: "g", categoryName: "productsGroups" });
    const { reserveOrder, api } = reserveOrderWith({
      cart: { kind: "priced", products: [groupLine], priced: aPricedCart() },
    });
    await reserveOrder.reserve();
    await reserveOrder.extend();
    expect(api.calls.filter((c) => c.method === "extendPendingOrder").map((c) => c.args)).toEqual([
      [1, "group"],
    ]);
  });

  it("hold extensions are capped: the last one the API allows says so, with the minutes it added", async () => {
    const { reserveOrder, clock } = reserveOrderWith({
      extend: () =>
        TE.right({
          reservationExpirationDateTime: new Date(clock.now().getTime() + holdMs).toISOString(),
          extensionsLeft: 0,
        }),
    });
    await reserveOrder.reserve();
    clock.advance(5 * 60_000);
    expect(E.isRight(await reserveOrder.extend())).toBe(true);
    expect(await firstValueFrom(reserveOrder.extension$)).toEqual({
      status: "exhausted",
      orderId: 1,
      addedMinutes: 5,
      error: { tag: "HOLD_EXTENSIONS_EXHAUSTED" },
    });
  });

  it("hold extensions are capped: a refusal for the cap says the hold cannot be extended again, and the hold runs on as it was", async () => {
    const { reserveOrder } = reserveOrderWith({
      extend: () => TE.left(refusal(4092, "This hold cannot be extended again.")),
    });
    const order = (await reserveOrder.reserve()) as E.Right<PendingOrder>;
    expect(E.isLeft(await reserveOrder.extend())).toBe(true);
    expect(reserveOrder.current()).toBe(order.right);
    expect(await firstValueFrom(reserveOrder.extension$)).toEqual({
      status: "exhausted",
      orderId: 1,
      addedMinutes: null,
      error: { tag: "HOLD_EXTENSIONS_EXHAUSTED" },
    });
  });

  it("an API without the extension call (a bare 404) has it not offered, for this hold and the next: the hold runs on as it was", async () => {
    const { reserveOrder, clock } = reserveOrderWith({
      extend: () => TE.left(refusal(404, "Not Found")),
    });
    const order = (await reserveOrder.reserve()) as E.Right<PendingOrder>;
    expect(E.isLeft(await reserveOrder.extend())).toBe(true);
    expect(reserveOrder.current()).toBe(order.right);
    const notOffered = { status: "not-offered", error: { tag: "HOLD_NOT_EXTENDED" } };
    expect(await firstValueFrom(reserveOrder.extension$)).toEqual(notOffered);
    clock.advance(holdMs);
    expect(orderIdOf(await reserveOrder.reserve())).toBe(2);
    expect(await firstValueFrom(reserveOrder.extension$)).toEqual(notOffered);
  });

  it("hold extensions are capped per pending order: a new hold made after the last ended may be extended again", async () => {
    const { reserveOrder, clock } = reserveOrderWith({
      extend: () => TE.left(refusal(4092, "This hold cannot be extended again.")),
    });
    await reserveOrder.reserve();
    await reserveOrder.extend();
    clock.advance(holdMs);
    expect(orderIdOf(await reserveOrder.reserve())).toBe(2);
    expect(await firstValueFrom(reserveOrder.extension$)).toEqual({ status: "idle" });
  });

  it("a refused extension leaves the hold as it was and says so", async () => {
    const { reserveOrder } = reserveOrderWith({ extend: () => TE.left(refusal(5007, "gone")) });
    const order = (await reserveOrder.reserve()) as E.Right<PendingOrder>;
    expect(E.isLeft(await reserveOrder.extend())).toBe(true);
    expect(reserveOrder.current()).toBe(order.right);
    expect(await firstValueFrom(reserveOrder.extension$)).toEqual({
      status: "failed",
      orderId: 1,
      error: { tag: "HOLD_NOT_EXTENDED" },
    });
  });

  it("there is nothing to extend without a live hold, and nothing is asked", async () => {
    const extend = vi.fn(() =>
      TE.right({ reservationExpirationDateTime: "2026-11-22T11:00:00Z", extensionsLeft: 2 }),
    );
    const { reserveOrder, clock } = reserveOrderWith({ extend });
    expect(await reserveOrder.extend()).toEqual(E.left({ tag: "NO_HOLD" }));
    await reserveOrder.reserve();
    clock.advance(holdMs);
    expect(await reserveOrder.extend()).toEqual(E.left({ tag: "NO_HOLD" }));
    expect(extend).not.toHaveBeenCalled();
  });

  it("before any extension is asked, none is shown as going on or failed", async () => {
    const { reserveOrder } = reserveOrderWith();
    expect(await firstValueFrom(reserveOrder.extension$)).toEqual({ status: "idle" });
  });

  it("a discard clears a refused extension's message", async () => {
    const { reserveOrder } = reserveOrderWith({ extend: () => TE.left(refusal(5007, "gone")) });
    await reserveOrder.reserve();
    await reserveOrder.extend();
    reserveOrder.discard();
    expect(await firstValueFrom(reserveOrder.extension$)).toEqual({ status: "idle" });
  });

  it("an extension answered after a discard does not bring the order back", async () => {
    const answer = pendingAnswer<HoldExtension>();
    const { reserveOrder } = reserveOrderWith({ extend: () => answer.task });
    await reserveOrder.reserve();
    const extending = reserveOrder.extend();
    expect(await firstValueFrom(reserveOrder.extension$)).toEqual({
      status: "extending",
      orderId: 1,
    });
    reserveOrder.discard();
    await answer.succeed({
      reservationExpirationDateTime: "2026-11-22T11:00:00Z",
      extensionsLeft: 2,
    });
    await extending;
    expect(reserveOrder.current()).toBeNull();
  });
});
