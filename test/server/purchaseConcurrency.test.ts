import { describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import {
  aCardlessPurchaseForm,
  aPurchaseForm,
  cityPassExchange,
  confirmOrderPromo,
  confirmPurchase,
  countRows,
  reserve,
  soldIn,
  twoAdults,
} from "./purchaseFlow.js";

/*
 * The client retries every call (spec §7) and a guest may press "buy" twice: however many
 * confirmations of one pending order race, it becomes one order with one charge. Barcodes and
 * refunds are raced too: a barcode is exchanged once, an order refunded once.
 */
describe.each(storageKinds())("concurrent confirm purchase on %s", (kind) => {
  const server = useTestServer(kind);

  const orderAndPayments = async (orderId: number) => ({
    orders: await countRows(server(), "orders", `order_id = ${orderId}`),
    payments: await countRows(server(), "payments", `order_id = ${orderId}`),
  });

  it("50 confirmations of one order with different keys: one 200, 49 OrderAlreadyConfirmed, one charge", async () => {
    const { orderId } = await reserve(server(), twoAdults(server()));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        confirmPurchase(server(), orderId, { idempotencyKey: `race-${orderId}-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.statusCode !== 200);
    expect(refusals).toHaveLength(49);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(refusal.json<{ Code: number }>().Code).toBe(WireCode.OrderAlreadyConfirmed);
    }
    expect(await orderAndPayments(orderId)).toEqual({ orders: 1, payments: 1 });
    expect(await countRows(server(), "tickets", `order_id = ${orderId}`)).toBe(2);
  });

  it("20 retries of one confirmation with the same key: 20 identical 200 answers, one charge", async () => {
    const { orderId } = await reserve(server(), twoAdults(server()));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        confirmPurchase(server(), orderId, { idempotencyKey: `retry-${orderId}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const [first] = answers;
    for (const answer of answers) expect(answer.json()).toEqual(first?.json());
    expect(await orderAndPayments(orderId)).toEqual({ orders: 1, payments: 1 });
  });

  it("two orders racing for one city-pass barcode: one is confirmed, the other answers Code 21", async () => {
    const first = await reserve(server(), cityPassExchange(server(), "C3SN0011"));
    const second = await reserve(server(), cityPassExchange(server(), "C3SN0011"));
    const answers = await Promise.all(
      [first, second].map(({ orderId }) =>
        confirmOrderPromo(server(), orderId, aCardlessPurchaseForm()),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ Code: 21, productIds: [107] });
  });

  it("two refunds of one order at once: one refunds, the other answers 5005", async () => {
    const { orderId, inventoryId } = await reserve(server(), twoAdults(server()));
    expect((await confirmPurchase(server(), orderId)).statusCode).toBe(200);
    const soldBefore = await soldIn(server(), inventoryId);
    const answers = await Promise.all(
      [1, 2].map(() =>
        server().inject({
          method: "POST",
          url: "/api/web-sales/order/refund",
          headers: apiHeaders("sn"),
          payload: { orderId, email: aPurchaseForm().email },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      Code: 5005,
    });
    expect(await soldIn(server(), inventoryId)).toBe(soldBefore - 2);
  });
});
