import { describe, expect, it } from "vitest";
import * as E from "fp-ts/lib/Either.js";
import { ConfirmPurchaseAnswer } from "#contract/orders.js";
import { useTestServer } from "./harness.js";
import {
  aCardlessPurchaseForm,
  aPurchaseForm,
  cityPassExchange,
  confirmOrderPromo,
  confirmPurchase,
  countRows,
  DECLINED_CARD,
  reserve,
  soldIn,
  twoAdults,
} from "./purchaseFlow.js";

const server = useTestServer("pglite");

type Failure = { Code: number; message: string; productIds?: number[] };

const pendingStatus = async (orderId: number) => {
  const [row] = await server().storage.query<{ status: string }>(
    "select status from pending_orders where order_id = $1",
    [orderId],
  );
  return row?.status;
};

const exchange = (barcode: string) => cityPassExchange(server(), barcode);

const noCard = aCardlessPurchaseForm();

describe("confirm purchase", () => {
  it("a confirmed purchase answers successfulYN, the order id, its confirmation and totals", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const answer = await confirmPurchase(server(), reservation.orderId);
    expect(answer.statusCode).toBe(200);
    expect(E.isRight(ConfirmPurchaseAnswer.decode(answer.json()))).toBe(true);
    const confirmed = answer.json<{
      orderId: number;
      orderConfirmation: string;
      totalPrice: number;
    }>();
    expect(confirmed).toMatchObject({ successfulYN: true, orderId: reservation.orderId });
    expect(confirmed.totalPrice).toBe(reservation.total);
    expect(confirmed.orderConfirmation).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
  });

  it("confirming turns the hold into two tickets with unique barcodes and sold capacity", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const soldBefore = await soldIn(server(), reservation.inventoryId);
    await confirmPurchase(server(), reservation.orderId);
    const tickets = await server().storage.query<{ barcode: string; slot_id: number }>(
      "select barcode, slot_id from tickets where order_id = $1",
      [reservation.orderId],
    );
    expect(tickets).toHaveLength(2);
    expect(new Set(tickets.map((ticket) => ticket.barcode)).size).toBe(2);
    expect(tickets.every((ticket) => ticket.slot_id === reservation.inventoryId)).toBe(true);
    expect(await soldIn(server(), reservation.inventoryId)).toBe(soldBefore + 2);
    expect(await countRows(server(), "holds", `order_id = ${reservation.orderId}`)).toBe(0);
    expect(await pendingStatus(reservation.orderId)).toBe("confirmed");
  });

  it("one payment is recorded with only the card's last four digits", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    await confirmPurchase(server(), reservation.orderId);
    const payments = await server().storage.query("select * from payments where order_id = $1", [
      reservation.orderId,
    ]);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      card_last4: "4242",
      amount_cents: Math.round(reservation.total * 100),
    });
    const stored = await server().storage.query<{ row: string }>(
      `select row_to_json(o)::text as row from orders o where order_id = $1
       union all select row_to_json(p)::text from payments p where order_id = $1`,
      [reservation.orderId],
    );
    // Compared per column, because a random confirmation number may contain "737" by chance.
    for (const { row } of stored) {
      expect(row).not.toContain("4242424242424242");
      expect(row).not.toContain("4242 4242 4242 4242");
      const columns = JSON.parse(row) as Record<string, unknown>;
      expect(Object.keys(columns).filter((name) => /cvv|cvc|card_number/i.test(name))).toEqual([]);
      expect(Object.values(columns)).not.toContain("737");
    }
  });

  it("without a carttoken header the purchase is refused with 403 and nothing changes", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const answer = await confirmPurchase(server(), reservation.orderId, { cartToken: null });
    expect(answer.statusCode).toBe(403);
    expect(answer.json<Failure>().Code).toBe(403);
    expect(await pendingStatus(reservation.orderId)).toBe("pending");
  });

  it("a carttoken that is not 1 to 200 visible characters is refused with 400", async () => {
    const answer = await confirmPurchase(server(), 1, { cartToken: "x".repeat(201) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<Failure>().Code).toBe(400);
  });

  it("an unknown pending order answers 409 Code 5007", async () => {
    const answer = await confirmPurchase(server(), 999_999);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<Failure>().Code).toBe(5007);
  });

  it("another tenant's pending order answers 409 Code 5007, as if unknown", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const answer = await confirmPurchase(server(), reservation.orderId, { client: "cgg" });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<Failure>().Code).toBe(5007);
    expect(await pendingStatus(reservation.orderId)).toBe("pending");
  });

  it("a pending order whose reservation expired answers 409 Code 5007", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const started = server().clock.now();
    try {
      server().clock.advance(10 * 60 * 1000);
      const answer = await confirmPurchase(server(), reservation.orderId);
      expect(answer.statusCode).toBe(409);
      expect(answer.json<Failure>().Code).toBe(5007);
    } finally {
      server().clock.set(started);
    }
  });

  it("an order confirmed once answers 409 OrderAlreadyConfirmed the second time", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    expect((await confirmPurchase(server(), reservation.orderId)).statusCode).toBe(200);
    const again = await confirmPurchase(server(), reservation.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json<Failure>().Code).toBe(409);
    expect(await countRows(server(), "payments", `order_id = ${reservation.orderId}`)).toBe(1);
  });

  it("an invalid form is refused with 400 naming the fields, never their values", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const answer = await confirmPurchase(server(), reservation.orderId, {
      form: aPurchaseForm({ email: "not-an-email", cardCVV: "12x", cardMonthExp: "13" }),
    });
    expect(answer.statusCode).toBe(400);
    const failure = answer.json<Failure>();
    expect(failure.Code).toBe(400);
    expect(failure.message).toMatch(/email/);
    expect(failure.message).toMatch(/cardCVV/);
    expect(failure.message).toMatch(/cardMonthExp/);
    expect(failure.message).not.toContain("not-an-email");
    expect(failure.message).not.toContain("12x");
    expect(await pendingStatus(reservation.orderId)).toBe("pending");
  });

  it("a card number failing the Luhn check is refused with 400", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const answer = await confirmPurchase(server(), reservation.orderId, {
      form: aPurchaseForm({ cardNumber: "4242 4242 4242 4241" }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<Failure>().message).toMatch(/cardNumber/);
    expect(answer.json<Failure>().message).not.toContain("4241");
  });

  it("an expired card is refused with 400", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const answer = await confirmPurchase(server(), reservation.orderId, {
      form: aPurchaseForm({ cardMonthExp: "01", cardYearExp: "2020" }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<Failure>().message).toMatch(/cardYearExp/);
  });

  it("the declined test card answers 402, leaves no order and no payment, and another card then succeeds", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const declined = await confirmPurchase(server(), reservation.orderId, {
      form: aPurchaseForm({ cardNumber: DECLINED_CARD }),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ Code: 402, message: "Your card was declined." });
    expect(await countRows(server(), "orders", `order_id = ${reservation.orderId}`)).toBe(0);
    expect(await countRows(server(), "payments", `order_id = ${reservation.orderId}`)).toBe(0);
    expect(await countRows(server(), "tickets", `order_id = ${reservation.orderId}`)).toBe(0);
    expect(await pendingStatus(reservation.orderId)).toBe("pending");
    const retried = await confirmPurchase(server(), reservation.orderId);
    expect(retried.statusCode).toBe(200);
    expect(await countRows(server(), "payments", `order_id = ${reservation.orderId}`)).toBe(1);
  });

  it("a product no longer available answers 409 Code 21 with its id, and nothing is charged", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    await server().storage.query("update products set is_available = false where product_id = 101");
    try {
      const answer = await confirmPurchase(server(), reservation.orderId);
      expect(answer.statusCode).toBe(409);
      expect(answer.json<Failure>()).toMatchObject({ Code: 21, productIds: [101] });
      expect(await countRows(server(), "payments", `order_id = ${reservation.orderId}`)).toBe(0);
    } finally {
      await server().storage.query(
        "update products set is_available = true where product_id = 101",
      );
    }
  });

  it("a city-pass barcode exchanged meanwhile answers 409 Code 21 with its product", async () => {
    const first = await reserve(server(), exchange("C3SN0005"));
    const second = await reserve(server(), exchange("C3SN0005"));
    expect((await confirmOrderPromo(server(), first.orderId, noCard)).statusCode).toBe(200);
    const answer = await confirmOrderPromo(server(), second.orderId, noCard);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<Failure>()).toMatchObject({ Code: 21, productIds: [107] });
    expect(await countRows(server(), "orders", `order_id = ${second.orderId}`)).toBe(0);
  });

  it("an order id that is not a positive integer is refused with 400", async () => {
    const answer = await confirmPurchase(server(), "abc");
    expect(answer.statusCode).toBe(400);
  });
});

describe("idempotency of confirm purchase", () => {
  it("a retry with the same key and body answers the first answer and charges once", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const first = await confirmPurchase(server(), reservation.orderId, { idempotencyKey: "buy-1" });
    const retry = await confirmPurchase(server(), reservation.orderId, { idempotencyKey: "buy-1" });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await countRows(server(), "payments", `order_id = ${reservation.orderId}`)).toBe(1);
    expect(await countRows(server(), "orders", `order_id = ${reservation.orderId}`)).toBe(1);
  });

  it("the same key with another body answers 422 and changes nothing", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    await confirmPurchase(server(), reservation.orderId, { idempotencyKey: "buy-2" });
    const reused = await confirmPurchase(server(), reservation.orderId, {
      idempotencyKey: "buy-2",
      form: aPurchaseForm({ firstName: "Grace" }),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<Failure>().Code).toBe(422);
    expect(await countRows(server(), "payments", `order_id = ${reservation.orderId}`)).toBe(1);
  });
});

describe("confirm order promo", () => {
  it("a zero-total order (a city-pass exchange) is confirmed without a card or a payment", async () => {
    const reservation = await reserve(server(), exchange("C3SN0006"));
    expect(reservation.total).toBe(0);
    const answer = await confirmOrderPromo(server(), reservation.orderId, noCard);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ successfulYN: true, totalPrice: 0, totalTax: 0 });
    expect(await countRows(server(), "payments", `order_id = ${reservation.orderId}`)).toBe(0);
    expect(await countRows(server(), "tickets", `order_id = ${reservation.orderId}`)).toBe(1);
    const [barcode] = await server().storage.query<{ exchanged_order_id: number }>(
      "select exchanged_order_id from city_pass_barcodes where barcode = 'C3SN0006'",
    );
    expect(barcode?.exchanged_order_id).toBe(reservation.orderId);
  });

  it("an order with a total to pay is refused with 400 pointing at confirm-purchase", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const answer = await confirmOrderPromo(server(), reservation.orderId, aPurchaseForm());
    expect(answer.statusCode).toBe(400);
    expect(answer.json<Failure>().message).toMatch(/confirm-purchase/);
    expect(await pendingStatus(reservation.orderId)).toBe("pending");
  });

  it("the guest's own fields are still checked: a missing e-mail is refused with 400", async () => {
    const reservation = await reserve(server(), exchange("C3SN0007"));
    const answer = await confirmOrderPromo(server(), reservation.orderId, { ...noCard, email: "" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<Failure>().message).toMatch(/email/);
  });
});
