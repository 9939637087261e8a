import { describe, expect, it } from "vitest";
import { apiHeaders, storageKinds, type TestServer } from "./harness.js";
import { aboutOrder, useMailingServer } from "./mailSupport.js";
import { aPurchaseForm, confirmPurchase, reserve, twoAdults } from "./purchaseFlow.js";

/*
 * A mail is marked sent after the mail server's 250: a process that dies between the two sends
 * the mail again once its claim lapses. The repeat carries the Message-ID of the first, made
 * from the outbox row, so a mail server or client that has seen it can drop it.
 */

const EMAIL = "message.id@example.com";

/** How long a sender's claim on a mail lasts (sender.ts): after it, the mail is due again. */
const CLAIM_MS = 5 * 60_000;

const outboxRow = async (server: TestServer, orderId: number) => {
  const [row] = await server.storage.query<{ mail_id: number; queued_at_ms: number }>(
    "select mail_id, queued_at_ms from mail_outbox where order_id = $1 order by mail_id",
    [orderId],
  );
  if (row === undefined) throw new Error(`no mail was queued for order ${String(orderId)}`);
  return row;
};

const untilSent = (server: TestServer, mailId: number) =>
  expect
    .poll(
      async () =>
        (
          await server.storage.query(
            "select 1 from mail_outbox where mail_id = $1 and sent_at_ms is not null",
            [mailId],
          )
        ).length,
      { timeout: 30_000, interval: 20 },
    )
    .toBe(1);

describe.each(storageKinds())("a mail's Message-ID, on %s", (kind) => {
  const { smtp, server } = useMailingServer(kind);

  it("is made from its outbox row, so the repeat after a crash between the mail server's 250 and the row's mark carries the same one", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const bought = await confirmPurchase(server(), reservation.orderId, {
      form: aPurchaseForm({ email: EMAIL }),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const row = await outboxRow(server(), reservation.orderId);
    await smtp().waitFor(aboutOrder(reservation.orderId));
    await untilSent(server(), row.mail_id);

    // What a crash after the 250 leaves: the row claimed, never marked sent.
    await server().storage.query("update mail_outbox set sent_at_ms = null where mail_id = $1", [
      row.mail_id,
    ]);
    server().clock.advance(CLAIM_MS + 1000);
    const [first, repeat] = await smtp().waitFor(aboutOrder(reservation.orderId), 2);

    expect(first?.messageId).toBe(
      `<mail-${String(row.mail_id)}.${String(row.queued_at_ms)}@summitneedle.example>`,
    );
    expect(repeat?.messageId).toBe(first?.messageId);
  });

  it("of another mail of the same order (tickets sent again on request) is its own", async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    await confirmPurchase(server(), reservation.orderId, { form: aPurchaseForm({ email: EMAIL }) });
    await smtp().waitFor(aboutOrder(reservation.orderId));
    const resent = await server().inject({
      method: "POST",
      url: "/api/web-sales/order/resend-tickets",
      headers: apiHeaders("sn"),
      payload: { orderId: reservation.orderId, email: EMAIL },
    });
    expect(resent.statusCode, resent.body).toBe(200);

    const [first, second] = await smtp().waitFor(aboutOrder(reservation.orderId), 2);

    expect(first?.messageId).toMatch(/^<mail-\d+\.\d+@summitneedle\.example>$/);
    expect(second?.messageId).toMatch(/^<mail-\d+\.\d+@summitneedle\.example>$/);
    expect(second?.messageId).not.toBe(first?.messageId);
  });
});
