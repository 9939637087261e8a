import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { GUEST_NAME_MAX } from "../../server/api/mail/message.js";
import type { PurchaseForm } from "../../src/domain/purchaseForm.js";
import { storageKinds, type TestServer } from "./harness.js";
import { aboutOrder, useMailingServer } from "./mailSupport.js";
import { aPurchaseForm, confirmPurchase, countRows, reserve, twoAdults } from "./purchaseFlow.js";

/*
 * A mail goes to whatever address the form names, and repeats the name typed beside it: what it
 * repeats is text, never markup or a header, on one line and cut short (issue 24).
 */

const EMAIL = "named.guest@example.com";

const buyAs = async (server: TestServer, form: Partial<PurchaseForm>) => {
  const reservation = await reserve(server, twoAdults(server));
  const answer = await confirmPurchase(server, reservation.orderId, {
    form: aPurchaseForm({ email: EMAIL, ...form }),
  });
  return { answer, orderId: reservation.orderId };
};

describe.each(storageKinds())("what a guest typed, in the mail, on %s", (kind) => {
  const { smtp, server } = useMailingServer(kind);

  it("a first name of HTML is shown as text in the tickets e-mail, never as markup", async () => {
    const firstName = `<b>Eve</b><img src=x onerror=alert(1)>`;
    const { answer, orderId } = await buyAs(server(), { firstName });
    expect(answer.statusCode, answer.body).toBe(200);

    const [mail] = await smtp().waitFor(aboutOrder(orderId));

    const html = mail?.html || "";
    expect(html).toContain("Thank you, &lt;b&gt;Eve&lt;/b&gt;&lt;img src=x onerror=alert(1)&gt;!");
    expect(html).not.toContain("<b>Eve");
    expect(html).not.toContain("<img src=x");
    expect(mail?.text).toContain(`Thank you, ${firstName}!`);
  });

  it(`a first name is cut to ${String(GUEST_NAME_MAX)} characters with an ellipsis: no room for a pitch in the shop's name`, async () => {
    const firstName = "Your account is locked: call +1 555 0100 now to keep your tickets";
    const { orderId } = await buyAs(server(), { firstName });

    const [mail] = await smtp().waitFor(aboutOrder(orderId));

    const shown = "Your account is locked: call +1 555 010…";
    expect(Array.from(shown)).toHaveLength(GUEST_NAME_MAX);
    expect(mail?.text).toContain(`Thank you, ${shown}!`);
    expect(mail?.html).toContain(`Thank you, ${shown}!`);
    for (const body of [mail?.text, mail?.html]) expect(body).not.toContain("keep your tickets");
  });

  it.each([
    ["firstName", "Eve\r\nBcc: victim@example.com"],
    ["lastName", "Guest\nSubject: You won"],
    ["email", `${EMAIL}\r\nBcc: victim@example.com`],
  ])(
    "a line break in the form's %s is refused with 400 and queues nothing",
    async (field, value) => {
      const { answer, orderId } = await buyAs(server(), { [field]: value });
      expect(answer.statusCode).toBe(400);
      expect(await countRows(server(), "mail_outbox", `order_id = ${String(orderId)}`)).toBe(0);
    },
  );

  it("a row written any other way adds no recipient and no header: a name with line breaks is sent on one line, a recipient that is not one plain address is not mailed", async () => {
    const { answer, orderId } = await buyAs(server(), { firstName: "Eve" });
    expect(answer.statusCode, answer.body).toBe(200);
    await smtp().waitFor(aboutOrder(orderId));
    await server().storage.query("update orders set first_name = $2 where order_id = $1", [
      orderId,
      "Eve\r\nBcc: victim@example.com\r\n\r\n<h1>Free",
    ]);
    const queue = (recipient: string) =>
      server().storage.query(
        `insert into mail_outbox (kind, order_id, recipient, queued_at_ms, next_attempt_at_ms)
         values ('resend', $1, $2, $3, $3) returning mail_id`,
        [orderId, recipient, server().clock.now().getTime()],
      );
    await queue(`${EMAIL}\r\nBcc: victim@example.com`);
    await queue(`${EMAIL}, victim@example.com`);
    await queue(EMAIL);

    const mails = await smtp().waitFor(aboutOrder(orderId), 2);
    await expect
      .poll(
        () =>
          countRows(
            server(),
            "mail_outbox",
            `order_id = ${String(orderId)} and sent_at_ms is null`,
          ),
        {
          timeout: 30_000,
          interval: 20,
        },
      )
      .toBe(0);

    expect(smtp().received.filter(aboutOrder(orderId))).toHaveLength(2);
    const resent = mails[1];
    expect(resent?.headers.has("bcc")).toBe(false);
    expect(resent?.text).toContain("Thank you, Eve Bcc: victim@example.com <h1>Free!");
    expect(resent?.html).toContain("Thank you, Eve Bcc: victim@example.com &lt;h1&gt;Free!");
    const index = smtp().received.indexOf(resent as ParsedMail);
    expect(smtp().envelopes[index]?.rcptTo).toEqual([EMAIL]);
    expect(smtp().envelopes.flatMap((envelope) => envelope.rcptTo)).not.toContain(
      "victim@example.com",
    );
  });
});
