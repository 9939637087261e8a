import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatSlotTimes } from "../../src/domain/formats.js";
import type { Inventory } from "../../src/domain/ticketingState.js";
import { cli, json, startListening, type ListeningServer } from "./run.js";

let target: ListeningServer;

beforeAll(async () => {
  target = await startListening();
}, 60_000);

afterAll(async () => {
  await target.server.close();
});

// The server's clock stands at 10:00 on the 7th: a visit on the 8th has not started.
const TOMORROW = "2030-01-08";
const SATURDAY = "2030-01-12";
const DECLINING_CARD = "4000 0000 0000 0002";

const run = (...argv: string[]) => cli(...argv, "--api", target.api);

interface Bought {
  readonly order: { readonly orderId: number; readonly orderConfirmation: string };
  readonly email: string;
}

const buyTomorrow = async (email: string): Promise<Bought> => {
  const bought = await run("purchase", "--product", "101", "--date", TOMORROW, "--email", email);
  expect(bought.code).toBe(0);
  const [confirmed] = bought.output;
  const match = /^Order #(\d+) confirmed: ([A-Z0-9]{10})$/.exec(confirmed ?? "");
  return {
    order: { orderId: Number(match?.[1]), orderConfirmation: match?.[2] ?? "" },
    email,
  };
};

describe("price and reserve", () => {
  it("price puts the chosen tickets in the cart and prints its lines and total", async () => {
    const priced = await run(
      "price",
      "--product",
      "101",
      "--date",
      TOMORROW,
      "--tickets",
      "1011:2,1012:1",
    );
    expect(priced.code).toBe(0);
    expect(priced.output[0]).toMatch(/^General Admission on 2030-01-08, \d+:\d{2} [AP]M to/);
    expect(priced.output.some((line) => /^ {2}Adult +\$\d+\.\d{2}$/.test(line))).toBe(true);
    expect(priced.output.at(-1)).toMatch(/^ {2}Total +\$\d+\.\d{2}$/);
  });

  it("reserve holds the cart in a pending order until its expiry", async () => {
    const reserved = await run("reserve", "--product", "103", "--date", TOMORROW, "--json");
    expect(reserved.code).toBe(0);
    expect(json(reserved)).toMatchObject({
      ok: true,
      pendingOrder: {
        orderId: expect.any(Number) as number,
        reservationExpirationDateTime: expect.any(String) as string,
      },
    });
  });

  it("--slot picks that entry time; one not on sale is one line and exit 1", async () => {
    const slots = json(
      await run("inventory", "--product", "101", "--date", TOMORROW, "--json"),
    ) as { inventory: Inventory[] };
    const last = slots.inventory.at(-1);
    const priced = await run(
      "price",
      "--product",
      "101",
      "--date",
      TOMORROW,
      "--slot",
      String(last?.inventoryId),
    );
    expect(last).toBeDefined();
    expect(priced.output[0]).toMatch(new RegExp(`, ${last ? formatSlotTimes(last) : ""}$`));
    const missing = await run("price", "--product", "101", "--slot", "999999");
    expect(missing.code).toBe(1);
    expect(missing.errors).toEqual(["Entry time 999999 is not on sale for these tickets."]);
  });

  it("a groups product is priced in group-sale mode, at the group minimum by default", async () => {
    const priced = await run("price", "--product", "106");
    expect(priced.code).toBe(0);
    expect(priced.output[0]).toMatch(/^Group Admission on 2030-01-1\d, /);
    expect(priced.output[1]).toMatch(/^ {2}Group Adult +\$/);
  });

  it("a ticket type the product does not sell is one line and exit 1", async () => {
    const priced = await run("price", "--product", "101", "--tickets", "9999:1");
    expect(priced.code).toBe(1);
    expect(priced.errors).toEqual(["Ticket type 9999 is not sold for General Admission."]);
  });
});

describe("purchase", () => {
  it("with the approving card confirms the order and prints its number and confirmation", async () => {
    const { order } = await buyTomorrow("ada@example.com");
    expect(order.orderId).toBeGreaterThan(0);
    expect(order.orderConfirmation).toMatch(/^[A-Z0-9]{10}$/);
  });

  it("with the declining card prints the decline text and exits 1", async () => {
    const declined = await run("purchase", "--product", "101", "--card", DECLINING_CARD);
    expect(declined.code).toBe(1);
    expect(declined.errors).toEqual([
      "Your card was declined. Please check the card details or use another card.",
    ]);
  });

  it("a card number that fails the Luhn check is refused by the form rules, exit 1", async () => {
    const refused = await run("purchase", "--product", "101", "--card", "4242 4242 4242 4241");
    expect(refused.code).toBe(1);
    expect(refused.errors).toEqual([expect.stringMatching(/^cardNumber: /)]);
  });
});

describe("after the purchase", () => {
  it("view-tickets lists the order's tickets by barcode", async () => {
    const { order } = await buyTomorrow("grace@example.com");
    const viewed = await run("view-tickets", "--confirmation", order.orderConfirmation);
    expect(viewed.code).toBe(0);
    expect(viewed.output).toEqual([expect.stringMatching(/^\S+ {2}General Admission, Adult, /)]);
  });

  it("view-tickets of an unknown confirmation prints NO_TICKET's text and exits 1", async () => {
    const viewed = await run("view-tickets", "--confirmation", "NOSUCHCODE");
    expect(viewed.code).toBe(1);
    expect(viewed.errors).toEqual(["No tickets were found for this confirmation number."]);
  });

  it("lookup shows the order details, each ticket by the id cancel-tickets names it by", async () => {
    const { order, email } = await buyTomorrow("linus@example.com");
    const found = await run("lookup", "--order", String(order.orderId), "--email", email);
    expect(found.code).toBe(0);
    expect(found.output).toEqual([
      `Order #${String(order.orderId)} for Test Guest, confirmation ${order.orderConfirmation}`,
      expect.stringMatching(/^Ordered \d\d\/\d\d\/\d{4} .+, visit 01\/08\/2030 .+, 1 ticket$/),
      "  1 × General Admission",
      expect.stringMatching(
        /^ {2}Ticket \d+: General Admission, Adult, 2030-01-08 \d\d?:\d\d [AP]M to \d\d?:\d\d [AP]M$/,
      ),
      "Status: Confirmed",
      expect.stringMatching(/^Amount paid \$\d+\.\d\d(, tax included \$\d+\.\d\d)?$/),
    ]);
  });

  it("lookup of a refunded order says it was canceled and refunded, with the day", async () => {
    const { order, email } = await buyTomorrow("ada@example.com");
    expect((await run("refund", "--order", String(order.orderId), "--email", email)).code).toBe(0);
    const found = await run("lookup", "--order", String(order.orderId), "--email", email);
    expect(found.code).toBe(0);
    expect(found.output).toContainEqual(
      expect.stringMatching(/^Status: Canceled on \d\d\/\d\d\/\d{4} .+, refunded$/),
    );
  });

  it("lookup of an unknown order prints the Code 17 text and exits 1", async () => {
    const found = await run("lookup", "--order", "999999", "--email", "nobody@example.com");
    expect(found.code).toBe(1);
    expect(found.errors).toEqual([
      "Your order was not found. Please review your details and try again.",
    ]);
  });

  it("refund cancels the order; a second refund is NOT_REFUNDABLE with the contact line", async () => {
    const { order, email } = await buyTomorrow("barbara@example.com");
    const args = ["refund", "--order", String(order.orderId), "--email", email];
    const first = await run(...args);
    expect(first.code).toBe(0);
    expect(first.output).toEqual([
      `Order ${String(order.orderId)} has been canceled.`,
      "You should expect to receive your refund within 5-10 business days.",
    ]);
    const second = await run(...args);
    expect(second.code).toBe(1);
    expect(second.errors).toEqual([
      "Your order is not eligible for an online cancellation. Please contact Guest Services at (206) 555-0141 or guestservices@summitneedle.example.",
    ]);
  });

  it("lookup lists each ticket by id; cancel-tickets cancels the ones named, refunds them and the rest stand", async () => {
    const bought = await run(
      "purchase",
      "--product",
      "101",
      "--date",
      TOMORROW,
      "--tickets",
      "1011:2",
      "--email",
      "carmen@example.com",
    );
    const orderId = /^Order #(\d+)/.exec(bought.output[0] ?? "")?.[1] ?? "";
    const found = await run("lookup", "--order", orderId, "--email", "carmen@example.com");
    const ids = found.output.flatMap((line) => /^ {2}Ticket (\d+): /.exec(line)?.[1] ?? []);
    expect(ids).toHaveLength(2);

    const cancelFirst = () =>
      run(
        "cancel-tickets",
        "--order",
        orderId,
        "--email",
        "carmen@example.com",
        "--ticket-ids",
        ids[0] ?? "",
      );
    const cancelled = await cancelFirst();
    expect(cancelled.code).toBe(0);
    expect(cancelled.output).toEqual([
      `Ticket ${ids[0] ?? ""} of order ${orderId} canceled; 1 ticket still standing.`,
      expect.stringMatching(
        /^You should expect to receive your refund of \$\d+\.\d\d within 5-10 business days\.$/,
      ),
    ]);
    const again = await cancelFirst();
    expect(again.code).toBe(1);
    expect(again.errors).toEqual([
      `Ticket ${ids[0] ?? ""} is not a ticket of this order that may be cancelled.`,
    ]);
  });

  it("change-visit moves the tickets named to another date, charging the difference to the card; a declined card changes nothing", async () => {
    const email = "grace@example.com";
    const bought = await run(
      "purchase",
      "--product",
      "101",
      "--date",
      TOMORROW,
      "--tickets",
      "1011:2",
      "--email",
      email,
    );
    const orderId = /^Order #(\d+)/.exec(bought.output[0] ?? "")?.[1] ?? "";
    const found = await run("lookup", "--order", orderId, "--email", email);
    const ids = found.output.flatMap((line) => /^ {2}Ticket (\d+): /.exec(line)?.[1] ?? []);
    const changeTo = (...more: string[]) =>
      run(
        "change-visit",
        "--order",
        orderId,
        "--email",
        email,
        "--ticket-ids",
        ids.join(","),
        "--date",
        SATURDAY,
        ...more,
      );

    const declined = await changeTo("--card", "4000 0000 0000 0002");
    expect(declined.code).toBe(1);
    expect(declined.errors).toEqual([expect.stringMatching(/declined/)]);

    // Two adults: $77.07 on a Tuesday, $99.09 on a Saturday, tax included.
    const changed = await changeTo();
    expect(changed.code).toBe(0);
    expect(changed.output).toEqual([
      `Tickets ${ids.join(", ")} of order ${orderId} moved to ${SATURDAY}; their new barcodes are in the tickets e-mail.`,
      "$22.02 was charged to the card.",
    ]);
    const after = await run("lookup", "--order", orderId, "--email", email);
    expect(after.output.filter((line) => line.includes(`Adult, ${SATURDAY} `))).toHaveLength(2);
  });

  it("change-visit without --date is bad usage: one line, exit 2, nothing asked", async () => {
    const answer = await run(
      "change-visit",
      "--order",
      "1",
      "--email",
      "a@example.com",
      "--ticket-ids",
      "1",
    );
    expect(answer.code).toBe(2);
    expect(answer.errors).toEqual([expect.stringMatching(/--date is required/)]);
  });
});
