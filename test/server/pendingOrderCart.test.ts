import { describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import { ApiCode } from "../../src/domain/errors.js";
import { apiHeaders, storageKinds, useTestServer, type TestServer } from "./harness.js";
import {
  aCardlessPurchaseForm,
  aPurchaseForm,
  cityPassExchange,
  confirmPurchase,
  countRows,
  reserve,
  twoAdults,
  type Reservation,
} from "./purchaseFlow.js";
import { MONDAY_10AM, createBody, createPendingOrder, failureOf } from "./saleRequests.js";

/*
 * A pending order answers only to the cart that made it (issue 24, item 3): its id is
 * sequential, so anyone could name it, but only the carttoken it was created with extends,
 * pays for or confirms it. Another cart is answered exactly as for an order that does not
 * exist, so it learns nothing, and the guest whose order it is can still buy it.
 */
describe.each(storageKinds())("a pending order answers only to its cart, on %s", (kind) => {
  const server = useTestServer(kind, { start: MONDAY_10AM });

  const unknownOrder = {
    status: 409,
    Code: ApiCode.PendingOrderExpired,
    message: "This reservation has expired or does not exist. Please reserve your tickets again.",
  };

  const extend = (orderId: number, cartToken: string | null) =>
    server().inject({
      method: "POST",
      url: `/api/ticketing/pending-order/${String(orderId)}/extend`,
      headers: { ...apiHeaders("sn"), ...(cartToken === null ? {} : { carttoken: cartToken }) },
      payload: {},
    });

  const confirmFree = (orderId: number, cartToken: string | null) =>
    server().inject({
      method: "POST",
      url: `/api/web-sales/confirm-order-promo/${String(orderId)}`,
      headers: { ...apiHeaders("sn"), ...(cartToken === null ? {} : { carttoken: cartToken }) },
      payload: { ...aCardlessPurchaseForm() },
    });

  const expiryOf = async (orderId: number) => {
    const [row] = await server().storage.query<{ expires_at_ms: number }>(
      "select expires_at_ms from pending_orders where order_id = $1",
      [orderId],
    );
    return row?.expires_at_ms;
  };

  const stillPending = (order: Reservation) =>
    countRows(server(), "pending_orders", `order_id = ${order.orderId} and status = 'pending'`);

  it("another cart with the order id cannot extend its hold: answered as an unknown order, the hold unchanged; its own cart still can", async () => {
    const order = await reserve(server(), twoAdults(server()));
    const before = await expiryOf(order.orderId);

    const stranger = await extend(order.orderId, "someone-elses-cart");
    const unknown = await extend(999_999, "someone-elses-cart");

    expect(failureOf(stranger)).toEqual(unknownOrder);
    expect(failureOf(unknown)).toEqual(unknownOrder);
    expect(await expiryOf(order.orderId)).toBe(before);
    expect((await extend(order.orderId, order.cartToken)).statusCode).toBe(200);
  });

  it("another cart with the order id cannot pay for it: answered as an unknown order, nothing charged; its own cart then buys it", async () => {
    const order = await reserve(server(), twoAdults(server()));

    const stranger = await confirmPurchase(server(), order.orderId, {
      cartToken: "someone-elses-cart",
    });

    expect(failureOf(stranger)).toEqual(unknownOrder);
    expect(await countRows(server(), "payments", `order_id = ${order.orderId}`)).toBe(0);
    expect(await stillPending(order)).toBe(1);
    const bought = await confirmPurchase(server(), order.orderId, { cartToken: order.cartToken });
    expect(bought.statusCode, bought.body).toBe(200);
  });

  it("another cart with a free order's id cannot confirm it: answered as an unknown order; its own cart then confirms it", async () => {
    const order = await reserve(server(), cityPassExchange(server(), "C3SN0013"));
    expect(order.total).toBe(0);

    expect(failureOf(await confirmFree(order.orderId, "someone-elses-cart"))).toEqual(unknownOrder);
    expect(await stillPending(order)).toBe(1);
    const confirmed = await confirmFree(order.orderId, order.cartToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it("create-pending-order, the extension and both confirmations without a carttoken are refused with 403, and change nothing", async () => {
    const order = await reserve(server(), twoAdults(server()));
    const ordersBefore = await countRows(server(), "pending_orders");

    const create = await server().inject({
      method: "POST",
      url: "/api/ticketing/create-pending-order",
      headers: apiHeaders("sn"),
      payload: createBody([
        {
          productId: 101,
          visitDate: "2030-01-10",
          inventoryId: null,
          selectedDiscounts: [{ id: 1011, promotionType: 1, ticketsCount: 1 }],
        },
      ]),
    });
    const answers = [
      create,
      await extend(order.orderId, null),
      await confirmPurchase(server(), order.orderId, { cartToken: null }),
      await confirmFree(order.orderId, null),
    ];

    for (const answer of answers) {
      expect(failureOf(answer)).toEqual({
        status: 403,
        Code: WireCode.CartTokenMissing,
        message: "The carttoken header is required.",
      });
    }
    expect(await countRows(server(), "pending_orders")).toBe(ordersBefore);
    expect(await stillPending(order)).toBe(1);
  });

  it("the web-sales create-pending-order binds its order to its cart too", async () => {
    const created = await createPendingOrder(server(), createBody([await generalEntry(server())]), {
      webSales: true,
      cartToken: "web-sales-cart",
    });
    expect(created.statusCode, created.body).toBe(200);
    const { orderId } = created.json<{ orderId: number }>();

    expect(failureOf(await extend(orderId, "someone-elses-cart"))).toEqual(unknownOrder);
    expect((await extend(orderId, "web-sales-cart")).statusCode).toBe(200);
  });

  it("the purchase form's card is never tried for another cart: a declined card sent on someone's order counts nothing against it", async () => {
    const order = await reserve(server(), twoAdults(server()));
    for (let i = 0; i < 5; i += 1) {
      const stranger = await confirmPurchase(server(), order.orderId, {
        cartToken: "someone-elses-cart",
        form: aPurchaseForm({ cardNumber: "4000 0000 0000 0002" }),
        remoteAddress: "10.4.0.1",
      });
      expect(failureOf(stranger)).toEqual(unknownOrder);
    }

    const bought = await confirmPurchase(server(), order.orderId, { cartToken: order.cartToken });
    expect(bought.statusCode, bought.body).toBe(200);
  });
});

/** General Admission for two, three days on, in its first entry time. */
const generalEntry = async (server: TestServer) => {
  const answer = await server.inject({
    method: "POST",
    url: "/api/ticketing/Web/NonGroupSale/product/101/inventory",
    query: { requestedDate: "2030-01-10" },
    headers: apiHeaders("sn"),
    payload: { selectedDiscounts: [] },
  });
  const [slot] = answer.json<{ inventory: { inventoryId: number }[] }>().inventory;
  return {
    productId: 101,
    visitDate: "2030-01-10",
    inventoryId: slot?.inventoryId ?? null,
    selectedDiscounts: [{ id: 1011, promotionType: 1, ticketsCount: 2 }],
  };
};
