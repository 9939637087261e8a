import { describe, expect, it } from "vitest";
import { apiHeaders, storageKinds, useTestServer, type TestServer } from "./harness.js";
import {
  aCardlessPurchaseForm,
  cityPassExchange,
  confirmOrderPromo,
  countRows,
  firstFreeSlot,
  pendingOrderBody,
  reserve,
} from "./purchaseFlow.js";

/*
 * A refund gives a city-pass barcode back for another exchange, the pass was not used, but only
 * while it has exchanges left (BARCODE_EXCHANGES, 3 by default): exchange, refund, exchange is
 * otherwise a loop that costs nothing and sends mail each time (issue 24).
 */

const exchange = async (server: TestServer, barcode: string) => {
  const reservation = await reserve(server, cityPassExchange(server, barcode));
  return confirmOrderPromo(server, reservation.orderId, aCardlessPurchaseForm());
};

const exchanged = async (server: TestServer, barcode: string) => {
  const answer = await exchange(server, barcode);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ orderId: number }>().orderId;
};

const refund = async (server: TestServer, orderId: number) => {
  const answer = await server.inject({
    method: "POST",
    url: "/api/web-sales/order/refund",
    headers: apiHeaders("sn"),
    payload: { orderId, email: aCardlessPurchaseForm().email },
  });
  expect(answer.statusCode, answer.body).toBe(200);
};

const checkVoucher = (server: TestServer, barcode: string) =>
  server.inject({
    method: "POST",
    url: "/api/web-sales/cityPassVoucher",
    headers: apiHeaders("sn"),
    payload: { voucherCode: barcode, barcodeProvider: "CityPassC3" },
  });

const barcodeRow = async (server: TestServer, barcode: string) => {
  const [row] = await server.storage.query<{
    exchanged_order_id: number | null;
    exchanges: number;
  }>("select exchanged_order_id, exchanges from city_pass_barcodes where barcode = $1", [barcode]);
  return row;
};

describe.each(storageKinds())("a city-pass barcode's exchanges, on %s", (kind) => {
  const server = useTestServer(kind);

  it("a refund gives the barcode back while it has exchanges left: after its 3rd exchange the refund keeps it, and no 4th exchange is made", async () => {
    const barcode = "C3SN0010";
    const orders: number[] = [];
    for (let time = 0; time < 3; time++) {
      const orderId = await exchanged(server(), barcode);
      await refund(server(), orderId);
      orders.push(orderId);
    }

    expect(await barcodeRow(server(), barcode)).toEqual({
      exchanged_order_id: orders[2],
      exchanges: 3,
    });
    const voucher = await checkVoucher(server(), barcode);
    expect(voucher.statusCode).toBe(404);
    expect(voucher.json<{ message: string }>().message).toBe(
      "This CityPassC3 barcode was exchanged 3 times and each exchange refunded: it cannot be exchanged online again. Please contact Guest Services.",
    );
    const booking = cityPassExchange(server(), barcode);
    const pending = await server().inject({
      method: "POST",
      url: "/api/ticketing/create-pending-order",
      headers: { ...apiHeaders("sn"), carttoken: "cart-of-a-fourth-exchange" },
      payload: pendingOrderBody(booking, await firstFreeSlot(server(), booking)),
    });
    expect(pending.statusCode).toBe(400);
    expect(pending.json<{ message: string }>().message).toMatch(/^Barcode C3SN0010 is not a valid/);
    expect(await countRows(server(), "orders", `order_id in (${orders.join(",")})`)).toBe(3);
  });

  it("a barcode exchanged by a standing order answers the voucher check as an unknown one does", async () => {
    await exchanged(server(), "C3SN0011");
    const voucher = await checkVoucher(server(), "C3SN0011");
    const unknown = await checkVoucher(server(), "C3SN9999");
    expect([voucher.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(voucher.json<{ message: string }>().message).toBe(
      unknown.json<{ message: string }>().message,
    );
  });
});

describe.each(storageKinds())("BARCODE_EXCHANGES=1, on %s", (kind) => {
  const server = useTestServer(kind, { barcodeExchanges: 1 });

  it("the first refund keeps the barcode, and a pending order that held it meanwhile cannot exchange it (Code 21)", async () => {
    const barcode = "C3SN0013";
    const first = await reserve(server(), cityPassExchange(server(), barcode));
    const waiting = await reserve(server(), cityPassExchange(server(), barcode));
    const confirmed = await confirmOrderPromo(server(), first.orderId, aCardlessPurchaseForm());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await refund(server(), first.orderId);

    const refused = await confirmOrderPromo(server(), waiting.orderId, aCardlessPurchaseForm());

    expect(refused.json<{ Code: number }>().Code).toBe(21);
    expect(await barcodeRow(server(), barcode)).toEqual({
      exchanged_order_id: first.orderId,
      exchanges: 1,
    });
  });
});
