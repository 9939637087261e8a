import { beforeEach, describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import { DEFAULT_HOLD_EXTENSIONS } from "../../server/api/sales/holdExtension.js";
import { ApiCode } from "../../src/domain/errors.js";
import { cartOf } from "./carts.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import { confirmPurchase } from "./purchaseFlow.js";
import {
  MONDAY_10AM,
  TODAY,
  adults,
  createBody,
  createPendingOrder,
  failureOf,
  firstSlot,
  liveHeld,
  plusDays,
  type Entry,
} from "./saleRequests.js";

/*
 * "Need more time?" (WCAG 2.2.1): a live hold starts again in full, its seats still held, a
 * limited number of times; an expired, confirmed or unknown one cannot be extended.
 */
describe.each(storageKinds())("extend a pending order's hold, on %s", (kind) => {
  const server = useTestServer(kind, { start: MONDAY_10AM });

  beforeEach(() => {
    server().clock.set(MONDAY_10AM);
  });

  const entryOn = async (days: number, tickets: number): Promise<Entry> => {
    const date = plusDays(TODAY, days);
    return {
      productId: 101,
      visitDate: date,
      inventoryId: (await firstSlot(server(), 101, date)).inventoryId,
      selectedDiscounts: [adults(tickets)],
    };
  };

  const reserve = async (entry: Entry): Promise<number> => {
    const answer = await createPendingOrder(server(), createBody([entry]));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ orderId: number }>().orderId;
  };

  const extend = (orderId: number, client: "sn" | "cgg" = "sn") =>
    server().inject({
      method: "POST",
      url: `/api/ticketing/pending-order/${String(orderId)}/extend`,
      headers: {
        ...apiHeaders(client),
        carttoken: cartOf(server(), orderId),
        "idempotency-key": `extend-${kind}-${String(Math.random())}`,
      },
      payload: {},
    });

  const expiryOf = async (orderId: number): Promise<number> => {
    const [row] = await server().storage.query<{ expires_at_ms: string | number }>(
      "select expires_at_ms from pending_orders where order_id = $1",
      [orderId],
    );
    return Number(row?.expires_at_ms);
  };

  it("a live hold starts again in full: ten minutes from when the guest asks", async () => {
    const orderId = await reserve(await entryOn(20, 2));
    server().clock.advance(7 * 60_000);
    const answer = await extend(orderId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      orderId,
      reservationExpirationDateTime: "2030-01-07T18:17:00.000Z",
      extensionsLeft: 2,
    });
    expect(await expiryOf(orderId)).toBe(Date.parse("2030-01-07T18:17:00.000Z"));
  });

  it("the seats stay held while extended: nobody else can take them after the first hold's end", async () => {
    const first = await entryOn(21, 10);
    const holders = [];
    for (let i = 0; i < 5; i += 1) holders.push(await reserve(first));
    server().clock.advance(9 * 60_000);
    for (const orderId of holders) expect((await extend(orderId)).statusCode).toBe(200);
    server().clock.advance(5 * 60_000);
    expect(await liveHeld(server(), first.inventoryId ?? 0)).toBe(50);
    const other = await createPendingOrder(server(), createBody([await entryOn(21, 1)]));
    expect(failureOf(other)).toMatchObject({ status: 409, Code: WireCode.ProductsUnavailable });
  });

  it("hold extensions are capped at 3 by default: the 4th is refused with a 409 of its own Code, and the expiry stays as it was", async () => {
    expect(DEFAULT_HOLD_EXTENSIONS).toBe(3);
    const orderId = await reserve(await entryOn(25, 1));
    const left = [];
    for (let time = 0; time < 3; time += 1) {
      server().clock.advance(5 * 60_000);
      const answer = await extend(orderId);
      expect(answer.statusCode, answer.body).toBe(200);
      left.push(answer.json<{ extensionsLeft: number }>().extensionsLeft);
    }
    expect(left).toEqual([2, 1, 0]);
    server().clock.advance(5 * 60_000);
    const before = await expiryOf(orderId);
    const refused = await extend(orderId);
    expect(failureOf(refused)).toEqual({
      status: 409,
      Code: ApiCode.HoldExtensionsExhausted,
      message: "This hold cannot be extended again: a hold is extended at most 3 times.",
    });
    expect(await expiryOf(orderId)).toBe(before);
    const bought = await confirmPurchase(server(), orderId);
    expect(bought.statusCode, bought.body).toBe(200);
  });

  it("hold extensions are capped: a retried extension with the same Idempotency-Key is answered again, not counted again", async () => {
    const orderId = await reserve(await entryOn(26, 1));
    const once = {
      method: "POST" as const,
      url: `/api/ticketing/pending-order/${String(orderId)}/extend`,
      headers: {
        ...apiHeaders("sn"),
        carttoken: cartOf(server(), orderId),
        "idempotency-key": `extend-once-${kind}`,
      },
      payload: {},
    };
    const first = await server().inject(once);
    const retried = await server().inject(once);
    expect(retried.json()).toEqual(first.json());
    expect((await extend(orderId)).json()).toMatchObject({ extensionsLeft: 1 });
  });

  it("an expired hold cannot be extended: 409 with Code 5007, and it stays expired", async () => {
    const orderId = await reserve(await entryOn(22, 1));
    server().clock.advance(10 * 60_000);
    const before = await expiryOf(orderId);
    const answer = await extend(orderId);
    expect(failureOf(answer)).toEqual({
      status: 409,
      Code: ApiCode.PendingOrderExpired,
      message: "This reservation has expired or does not exist. Please reserve your tickets again.",
    });
    expect(await expiryOf(orderId)).toBe(before);
  });

  it("an unknown order cannot be extended: 409 with Code 5007", async () => {
    const answer = await extend(987_654);
    expect(failureOf(answer)).toMatchObject({ status: 409, Code: ApiCode.PendingOrderExpired });
  });

  it("another tenant's order is answered like an unknown one and keeps its expiry", async () => {
    const orderId = await reserve(await entryOn(23, 1));
    const before = await expiryOf(orderId);
    server().clock.advance(60_000);
    const answer = await extend(orderId, "cgg");
    expect(failureOf(answer)).toMatchObject({ status: 409, Code: ApiCode.PendingOrderExpired });
    expect(await expiryOf(orderId)).toBe(before);
  });

  it("a confirmed order cannot be extended: 409 OrderAlreadyConfirmed", async () => {
    const orderId = await reserve(await entryOn(24, 1));
    const bought = await confirmPurchase(server(), orderId);
    expect(bought.statusCode, bought.body).toBe(200);
    const answer = await extend(orderId);
    expect(failureOf(answer)).toEqual({
      status: 409,
      Code: WireCode.OrderAlreadyConfirmed,
      message: "This order is already confirmed.",
    });
  });
});

describe.each(storageKinds())(
  "HOLD_EXTENSIONS sets how many times a hold is extended, on %s",
  (kind) => {
    const server = useTestServer(kind, { start: MONDAY_10AM, holdExtensions: 1 });

    it("with HOLD_EXTENSIONS=1 the second extension is refused", async () => {
      const date = plusDays(TODAY, 27);
      const created = await createPendingOrder(
        server(),
        createBody([
          {
            productId: 101,
            visitDate: date,
            inventoryId: (await firstSlot(server(), 101, date)).inventoryId,
            selectedDiscounts: [adults(1)],
          },
        ]),
      );
      const { orderId } = created.json<{ orderId: number }>();
      const extend = () =>
        server().inject({
          method: "POST",
          url: `/api/ticketing/pending-order/${String(orderId)}/extend`,
          headers: { ...apiHeaders("sn"), carttoken: cartOf(server(), orderId) },
          payload: {},
        });
      expect((await extend()).json()).toMatchObject({ extensionsLeft: 0 });
      expect(failureOf(await extend())).toEqual({
        status: 409,
        Code: ApiCode.HoldExtensionsExhausted,
        message: "This hold cannot be extended again: a hold is extended at most 1 time.",
      });
    });
  },
);
