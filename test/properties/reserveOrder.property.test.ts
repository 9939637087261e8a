import * as E from "fp-ts/lib/Either.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { manualClock } from "../support/manualClock.js";
import { refusal } from "../support/scripted.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import { createReserveOrder } from "../../src/application/reserveOrder/index.js";
import { ApiCode } from "../../src/domain/errors.js";
import type { PendingOrder } from "../../src/domain/pendingOrder.js";
import { tenantOf } from "../../src/domain/tenant.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import { filledCartArb as cartArb, type FilledCart } from "../arbitraries.js";
import { recorded } from "../async.js";
import { hasGroupsProduct } from "../models.js";

const runs = { numRuns: 1000 };
const tenant = tenantOf("sn");
const start = new Date("2026-11-22T10:00:00Z");
const gone = refusal(
  ApiCode.PendingOrderExpired,
  "This reservation has expired or does not exist.",
);

type Operation =
  /** `callers` reservations made together. */
  | { readonly kind: "reserve"; readonly callers: number }
  /** Time passes: to `seconds` past the hold's end, or to `seconds` before it. */
  | { readonly kind: "advance"; readonly pastExpiry: boolean; readonly seconds: number }
  /** An action run with the pending order; the API answers 5007 to its first `refusals` tries. */
  | { readonly kind: "action"; readonly refusals: 0 | 1 | 2 }
  | { readonly kind: "discard" };

const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant("reserve" as const), callers: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant("advance" as const),
    pastExpiry: fc.boolean(),
    seconds: fc.integer({ min: 0, max: 120 }),
  }),
  fc.record({
    kind: fc.constant("action" as const),
    refusals: fc.constantFrom(0 as const, 1 as const, 2 as const),
  }),
  fc.record({ kind: fc.constant("discard" as const) }),
);

/**
 * The ticketing API's side: every pending order it made, when its hold ends, and whether it is
 * gone (the API refused it with 5007) or the storefront let go of it (discarded). A pending
 * order is live while its hold runs and it is neither gone nor let go of.
 */
interface Made {
  readonly order: PendingOrder;
  readonly expiresAt: number;
  dead: boolean;
}

const liveOrders = (made: readonly Made[], now: number) =>
  made.filter((m) => !m.dead && now < m.expiresAt);

/**
 * Reserve order over an API whose pending orders (numbered 1, 2, … as they are asked for) are
 * answered when the scheduler says; `created` counts the orders asked for.
 */
const scheduledReservations = (s: fc.Scheduler, cart: FilledCart) => {
  let created = 0;
  const answer = s.scheduleFunction(async (orderId: number) =>
    Promise.resolve(
      E.right<ApiFailure, PendingOrder>({
        orderId,
        reservationExpirationDateTime: "2026-11-22T10:15:00Z",
        priced: cart.priced,
      }),
    ),
  );
  const api = scriptedTicketing({ createPendingOrder: () => () => answer(++created) });
  const reserveOrder = createReserveOrder({
    ticketingApi: api,
    clock: manualClock(start),
    tenant: () => tenant,
    cart: () => cart,
  });
  return { reserveOrder, created: () => created };
};

describe("reserve order properties", () => {
  it("reserve, expiry, 5007 and discard never leave two live pending orders, and never make one while one is live", async () => {
    await fc.assert(
      fc.asyncProperty(
        cartArb,
        fc.integer({ min: 60, max: 1800 }),
        fc.array(operationArb, { maxLength: 25 }),
        async (cart, holdSeconds, operations) => {
          const clock = manualClock(start);
          const made: Made[] = [];
          const api = scriptedTicketing({
            createPendingOrder: (draft) => {
              // Never make a pending order while a live one for this cart is held.
              expect(liveOrders(made, clock.now().getTime())).toEqual([]);
              expect(draft).toEqual({
                tenant,
                saleKind: hasGroupsProduct(cart.products) ? "group" : "general",
                products: cart.products,
              });
              const expiresAt = clock.now().getTime() + holdSeconds * 1000;
              const order: PendingOrder = {
                orderId: made.length + 1,
                reservationExpirationDateTime: new Date(expiresAt).toISOString(),
                priced: cart.priced,
              };
              made.push({ order, expiresAt, dead: false });
              return TE.right(order);
            },
          });
          const reserveOrder = createReserveOrder({
            ticketingApi: api,
            clock,
            tenant: () => tenant,
            cart: () => cart,
          });
          const madeFor = (order: PendingOrder) => made.find((m) => m.order === order);

          for (const operation of operations) {
            const now = clock.now().getTime();
            const liveBefore = liveOrders(made, now);
            const countBefore = made.length;
            switch (operation.kind) {
              case "reserve": {
                const results = await Promise.all(
                  Array.from({ length: operation.callers }, () => reserveOrder.reserve()),
                );
                const expected = liveBefore[0]?.order ?? made.at(-1)?.order;
                expect(made.length).toBe(countBefore + (liveBefore.length === 0 ? 1 : 0));
                expect(results).toEqual(results.map(() => E.right(expected)));
                break;
              }
              case "advance": {
                const current = reserveOrder.current();
                const expiresAt =
                  current === null ? now : Date.parse(current.reservationExpirationDateTime);
                const target = operation.pastExpiry
                  ? expiresAt + operation.seconds * 1000
                  : Math.max(now, expiresAt - 1000 - operation.seconds * 1000);
                clock.set(new Date(Math.max(now, target)));
                break;
              }
              case "action": {
                const tried: PendingOrder[] = [];
                let refusalsLeft = operation.refusals;
                const result = await reserveOrder.withReservation((order) => {
                  tried.push(order);
                  const record = madeFor(order);
                  if (record === undefined)
                    return TE.left<ApiFailure, string>(refusal(500, "unknown order"));
                  if (refusalsLeft > 0) {
                    refusalsLeft--;
                    record.dead = true;
                    return TE.left(gone);
                  }
                  return TE.right(`done with ${String(order.orderId)}`);
                });
                // The first try uses the live order when there is one; a 5007 is retried once,
                // with a new pending order.
                if (liveBefore[0] !== undefined) expect(tried[0]).toBe(liveBefore[0].order);
                expect(tried).toHaveLength(operation.refusals === 0 ? 1 : 2);
                if (tried.length === 2) expect(tried[1]).not.toBe(tried[0]);
                expect(result).toEqual(
                  operation.refusals === 2
                    ? E.left(gone)
                    : E.right(`done with ${String(tried.at(-1)?.orderId)}`),
                );
                break;
              }
              case "discard": {
                const current = reserveOrder.current();
                reserveOrder.discard();
                const record = current === null ? undefined : madeFor(current);
                if (record !== undefined) record.dead = true;
                expect(reserveOrder.current()).toBeNull();
                break;
              }
            }
            const live = liveOrders(made, clock.now().getTime());
            expect(live.length).toBeLessThanOrEqual(1);
            // The one live pending order is the one the storefront holds.
            if (live[0] !== undefined) expect(reserveOrder.current()).toBe(live[0].order);
          }
        },
      ),
      runs,
    );
  });

  it("concurrent reserve() calls create exactly one pending order, whatever order the answers come in", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        cartArb,
        fc.integer({ min: 2, max: 6 }),
        async (s, cart, callers) => {
          const { reserveOrder, created } = scheduledReservations(s, cart);
          const results = await s.waitFor(
            Promise.all(Array.from({ length: callers }, () => reserveOrder.reserve())),
          );
          expect(created()).toBe(1);
          expect(results.map((r) => (E.isRight(r) ? r.right.orderId : null))).toEqual(
            results.map(() => 1),
          );
          expect(reserveOrder.current()?.orderId).toBe(1);
        },
      ),
      runs,
    );
  });

  it("discard() while a reservation is in flight: its answer, whenever it comes, brings back neither the order nor the reserved state", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        cartArb,
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        async (s, cart, callers, reserveAgain) => {
          const { reserveOrder, created } = scheduledReservations(s, cart);
          const states = recorded(reserveOrder.reservation$);
          const inFlight = Array.from({ length: callers }, () => reserveOrder.reserve());
          // The cart changes at a moment the scheduler picks: before or after the answer.
          const discarded = s.schedule(Promise.resolve("discard")).then(() => {
            reserveOrder.discard();
            return reserveAgain ? reserveOrder.reserve() : null;
          });
          const again = await s.waitFor(discarded);
          await s.waitFor(Promise.all(inFlight));
          if (again === null) {
            expect(reserveOrder.current()).toBeNull();
            expect(states.at(-1)).toEqual({ status: "idle" });
          } else {
            // Only the reservation made after the discard is kept: a fresh pending order.
            expect(created()).toBe(2);
            expect(again).toEqual(E.right(expect.objectContaining({ orderId: 2 })));
            expect(reserveOrder.current()?.orderId).toBe(2);
            expect(states.at(-1)).toMatchObject({ status: "reserved", order: { orderId: 2 } });
          }
        },
      ),
      runs,
    );
  });

  it("concurrent reservations and actions refused with 5007, answered in any order, never make a pending order while another is live", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        cartArb,
        fc.array(
          fc.oneof(
            fc.constant("reserve" as const),
            fc.constant("refused" as const),
            fc.constant("accepted" as const),
          ),
          {
            minLength: 2,
            maxLength: 6,
          },
        ),
        async (s, cart, callers) => {
          const made: { order: PendingOrder; gone: boolean }[] = [];
          const created = s.scheduleFunction(async (order: PendingOrder) =>
            Promise.resolve(E.right<ApiFailure, PendingOrder>(order)),
          );
          const api = scriptedTicketing({
            createPendingOrder: () => {
              // Every pending order made before must be gone: none may still be live.
              expect(made.filter((m) => !m.gone)).toEqual([]);
              const order: PendingOrder = {
                orderId: made.length + 1,
                reservationExpirationDateTime: "2026-11-22T10:15:00Z",
                priced: cart.priced,
              };
              made.push({ order, gone: false });
              return () => created(order);
            },
          });
          const reserveOrder = createReserveOrder({
            ticketingApi: api,
            clock: manualClock(start),
            tenant: () => tenant,
            cart: () => cart,
          });
          // The API's answer to an action, decided when the scheduler releases it: an order
          // already gone is refused; a "refused" caller's first order is refused (and so gone).
          const act = s.scheduleFunction(async (order: PendingOrder, refuse: boolean) => {
            const record = made.find((m) => m.order.orderId === order.orderId);
            if (record === undefined || record.gone || refuse) {
              if (record !== undefined) record.gone = true;
              return Promise.resolve(E.left<ApiFailure, string>(gone));
            }
            return Promise.resolve(
              E.right<ApiFailure, string>(`done with ${String(order.orderId)}`),
            );
          });
          const started = callers.map((caller) => {
            if (caller === "reserve") return reserveOrder.reserve();
            let first = true;
            return reserveOrder.withReservation((order) => {
              const refuse = caller === "refused" && first;
              first = false;
              return () => act(order, refuse);
            });
          });
          await s.waitFor(Promise.all(started));
          expect(made.filter((m) => !m.gone).length).toBeLessThanOrEqual(1);
        },
      ),
      runs,
    );
  });
});
