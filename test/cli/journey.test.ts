import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, json, startListening, type ListeningServer } from "./run.js";

let target: ListeningServer;

beforeAll(async () => {
  target = await startListening();
}, 60_000);

afterAll(async () => {
  await target.server.close();
});

interface JourneyJson {
  readonly ok: boolean;
  readonly steps: readonly {
    readonly step: string;
    readonly ms: number;
    readonly error?: string;
  }[];
  readonly orderId: number | null;
  readonly orderConfirmation: string | null;
  readonly error?: string;
}

const refundedAt = async (orderId: number) => {
  const [row] = await target.server.storage.query<{ refunded_at_ms: number | null }>(
    "select refunded_at_ms from orders where order_id = $1",
    [orderId],
  );
  return row?.refunded_at_ms;
};

describe("journey", () => {
  it.each(["sn", "cgg"])(
    "for --client %s, buys, views the tickets, looks the order up and refunds it, timing each step",
    async (client) => {
      const run = await cli("journey", "--client", client, "--api", target.api);
      expect(run.errors).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.output).toEqual([
        expect.stringMatching(/^purchase +\d+ ms {2}order #\d+ confirmed: [A-Z0-9]{10}$/),
        expect.stringMatching(/^view-tickets +\d+ ms {2}1 ticket$/),
        expect.stringMatching(/^lookup +\d+ ms {2}found order #\d+$/),
        expect.stringMatching(/^refund +\d+ ms {2}order \d+ has been canceled$/),
      ]);
    },
  );

  it("with --json prints one object: ok, the four steps with their times, the order id and confirmation", async () => {
    const run = await cli("journey", "--json", "--api", target.api);
    expect(run.code).toBe(0);
    const result = json(run) as JourneyJson;
    expect(result.ok).toBe(true);
    expect(result.steps.map((step) => step.step)).toEqual([
      "purchase",
      "view-tickets",
      "lookup",
      "refund",
    ]);
    for (const step of result.steps) expect(Number.isInteger(step.ms) && step.ms >= 0).toBe(true);
    expect(result.orderConfirmation).toMatch(/^[A-Z0-9]{10}$/);
    expect(await refundedAt(result.orderId ?? 0)).toEqual(expect.any(Number));
  });

  it("buys for the second date on sale, so the visit has not started when it refunds", async () => {
    const run = await cli("journey", "--json", "--api", target.api);
    const { orderId } = json(run) as JourneyJson;
    const [order] = await target.server.storage.query<{ visit_at: string }>(
      "select visit_at from orders where order_id = $1",
      [orderId],
    );
    expect(order?.visit_at.startsWith("2030-01-08")).toBe(true);
  });

  it("a journey that fails prints, with --json, ok false, the steps taken with the failure, and exits 1", async () => {
    const run = await cli("journey", "--product", "999", "--json", "--api", target.api);
    expect(run.code).toBe(1);
    expect(json(run) as JourneyJson).toEqual({
      ok: false,
      steps: [
        {
          step: "purchase",
          ms: expect.any(Number) as number,
          error: "No product 999 is listed here.",
        },
      ],
      orderId: null,
      orderConfirmation: null,
      error: "No product 999 is listed here.",
    });
    expect(run.errors).toEqual(["No product 999 is listed here."]);
  });
});
