import { describe, expect, it } from "vitest";
import { ApiCode } from "../../src/domain/errors.js";
import { apiHeaders, storageKinds, useTestServer, type TestServer } from "./harness.js";
import {
  aPurchaseForm,
  confirmPurchase,
  countRows,
  DECLINED_CARD,
  reserve,
  twoAdults,
} from "./purchaseFlow.js";

const declined = aPurchaseForm({ cardNumber: DECLINED_CARD });

const decline = async (server: TestServer, orderId: number, remoteAddress: string) => {
  const answer = await confirmPurchase(server, orderId, { form: declined, remoteAddress });
  expect(answer.statusCode, answer.body).toBe(402);
};

describe.each(storageKinds())("card testing is refused, on %s", (kind) => {
  const server = useTestServer(kind);

  it("after 3 declined cards a pending order takes no card, not even a good one, and stays pending", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    for (let i = 0; i < 3; i += 1) await decline(server(), reservation.orderId, "10.0.0.1");

    const good = await confirmPurchase(server(), reservation.orderId, {
      remoteAddress: "10.0.0.2",
    });

    expect(good.statusCode).toBe(429);
    expect(good.json<{ Code: number }>().Code).toBe(ApiCode.TooManyDeclines);
    expect(await countRows(server(), "payments", `order_id = ${reservation.orderId}`)).toBe(0);
    expect(await countRows(server(), "orders", `order_id = ${reservation.orderId}`)).toBe(0);
    expect(
      await countRows(
        server(),
        "pending_orders",
        `order_id = ${reservation.orderId} and status = 'pending' and declines = 3`,
      ),
    ).toBe(1);
  });

  it("after 10 declined cards in an hour a client address takes no card on any order, until the hour has passed", async () => {
    const client = "10.0.1.1";
    for (let order = 0; order < 5; order += 1) {
      const reservation = await reserve(server(), twoAdults(server()));
      await decline(server(), reservation.orderId, client);
      await decline(server(), reservation.orderId, client);
    }
    const fresh = await reserve(server(), twoAdults(server()));

    const refused = await confirmPurchase(server(), fresh.orderId, { remoteAddress: client });
    const elsewhere = await confirmPurchase(server(), fresh.orderId, {
      remoteAddress: "10.0.1.2",
    });

    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ Code: number }>().Code).toBe(ApiCode.TooManyDeclines);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);

    server().clock.advance(60 * 60_000 + 1);
    const later = await reserve(server(), twoAdults(server()));
    const afterTheHour = await confirmPurchase(server(), later.orderId, { remoteAddress: client });
    expect(afterTheHour.statusCode, afterTheHour.body).toBe(200);
  });

  it("20 declined cards sent at once on one pending order: no more than 3 are tried", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        confirmPurchase(server(), reservation.orderId, {
          form: declined,
          remoteAddress: "10.0.3.1",
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 402).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status !== 402).every((status) => status === 429)).toBe(
      true,
    );
  });

  it("only declines count: a refused form, a missing cart token or a paid order count none", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const client = "10.0.4.1";
    const badForm = await confirmPurchase(server(), reservation.orderId, {
      form: aPurchaseForm({ cardNumber: "12" }),
      remoteAddress: client,
    });
    const noToken = await confirmPurchase(server(), reservation.orderId, {
      cartToken: null,
      remoteAddress: client,
    });
    const paid = await confirmPurchase(server(), reservation.orderId, { remoteAddress: client });

    expect([badForm.statusCode, noToken.statusCode, paid.statusCode]).toEqual([400, 403, 200]);
    expect(await countRows(server(), "card_declines", `client = '${client}'`)).toBe(0);
    expect(
      await countRows(
        server(),
        "pending_orders",
        `order_id = ${reservation.orderId} and declines = 0`,
      ),
    ).toBe(1);
  });

  it("a declined card keeps its count and nothing else: no order, payment, taken barcode or mail, the hold intact, and its Idempotency-Key runs again", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const once = await confirmPurchase(server(), reservation.orderId, {
      form: declined,
      idempotencyKey: "declined-once",
      remoteAddress: "10.0.6.1",
    });
    const again = await confirmPurchase(server(), reservation.orderId, {
      form: declined,
      idempotencyKey: "declined-once",
      remoteAddress: "10.0.6.1",
    });

    expect([once.statusCode, again.statusCode]).toEqual([402, 402]);
    const order = `order_id = ${reservation.orderId}`;
    expect(await countRows(server(), "orders", order)).toBe(0);
    expect(await countRows(server(), "payments", order)).toBe(0);
    expect(await countRows(server(), "tickets", order)).toBe(0);
    expect(await countRows(server(), "mail_outbox", order)).toBe(0);
    expect(await countRows(server(), "idempotency_keys", "key = 'declined-once'")).toBe(0);
    expect(
      await countRows(
        server(),
        "pending_orders",
        `${order} and status = 'pending' and declines = 2`,
      ),
    ).toBe(1);
    expect(await countRows(server(), "card_declines", "client = '10.0.6.1'")).toBe(2);
  });

  it("guests behind one address paying at once are not taken for card testers: 12 orders, 12 paid", async () => {
    const reservations = [];
    for (let i = 0; i < 12; i += 1) reservations.push(await reserve(server(), twoAdults(server())));
    const answers = await Promise.all(
      reservations.map((reservation) =>
        confirmPurchase(server(), reservation.orderId, { remoteAddress: "10.0.7.1" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
  });

  it("a declined card counts on its order however the order id is spelled in the path", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    for (let i = 0; i < 3; i += 1) await decline(server(), reservation.orderId, "10.0.5.1");

    const spelled = await server().inject({
      method: "POST",
      url: `/api/web-sales/confirm-purchase/${reservation.orderId}/`,
      remoteAddress: "10.0.5.2",
      headers: { ...apiHeaders("sn"), carttoken: reservation.cartToken },
      payload: { ...aPurchaseForm() },
    });

    expect(spelled.statusCode).toBe(429);
    expect(await countRows(server(), "payments", `order_id = ${reservation.orderId}`)).toBe(0);
  });

  it("declines counted by one instance refuse cards on another sharing the database", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    for (let i = 0; i < 3; i += 1) await decline(server(), reservation.orderId, "10.0.2.1");
    const other = await server().anotherInstance();

    const good = await other.inject({
      method: "POST",
      url: `/api/web-sales/confirm-purchase/${reservation.orderId}`,
      remoteAddress: "10.0.2.2",
      headers: { ...apiHeaders("sn"), carttoken: reservation.cartToken },
      payload: { ...aPurchaseForm() },
    });

    expect(good.statusCode).toBe(429);
  });
});
