import * as E from "fp-ts/lib/Either.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../src/adapters/http/apiClient.js";
import { routes } from "#contract/routes.js";
import {
  answer,
  countingIds,
  headerOf,
  inOrder,
  type ScriptedTransport,
} from "./scriptedTransport.js";

/*
 * A busy server sheds load with 503 and Retry-After: the client waits what it says (on a fake
 * clock: the sleeps are recorded), then sends the same request, with the same Idempotency-Key,
 * within the policy's 2 retries.
 */

const DELAY = 250;
const busy = (retryAfter?: string) => answer(503, { Code: 5030, message: "Busy." }, retryAfter);
const refundAnswer = { orderId: 7, refundedAmount: 77.07, refundedAt: "2030-01-07T18:00:00Z" };
const refund = { body: { orderId: 7, email: "guest@example.com" } } as const;

const clientOver = (fake: ScriptedTransport) =>
  createApiClient({
    transport: fake.transport,
    sleep: fake.sleep,
    baseUrl: () => "https://api.example.test",
    headers: () => ({}),
    saleKind: () => "general",
    ids: countingIds(),
    retryDelayMs: DELAY,
  });

const sleeps = (fake: ScriptedTransport) =>
  fake.log.flatMap((entry) => (entry.kind === "sleep" ? [entry.ms] : []));

describe("API client: a busy server's Retry-After", () => {
  it("a 503 with Retry-After is asked again after that wait, with the same Idempotency-Key", async () => {
    const fake = inOrder(busy("3"), answer(200, refundAnswer));
    const result = await clientOver(fake)(routes.refund, refund)();
    expect(result).toEqual(E.right(refundAnswer));
    expect(sleeps(fake)).toEqual([3000]);
    const [first, second] = fake.sent.map((request) => headerOf(request, "idempotency-key"));
    expect(first).toMatch(/.+/);
    expect(second).toBe(first);
  });

  it("the wait follows each answer's Retry-After, never longer than 10 s", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 86_400 }), async (seconds) => {
        const fake = inOrder(busy(String(seconds)), answer(200, refundAnswer));
        await clientOver(fake)(routes.refund, refund)();
        expect(sleeps(fake)).toEqual([Math.min(seconds, 10) * 1000]);
      }),
      { numRuns: 1_000 },
    );
  });

  it("a 503 without a usable Retry-After waits the policy's delay", async () => {
    for (const retryAfter of [undefined, "soon", "0", "-4"]) {
      const fake = inOrder(busy(retryAfter), answer(200, refundAnswer));
      await clientOver(fake)(routes.refund, refund)();
      expect(sleeps(fake)).toEqual([DELAY]);
    }
  });

  it("still busy after 2 retries, the call is UNREACHABLE like any call left unanswered", async () => {
    const fake = inOrder(busy("2"), busy("2"), busy("2"));
    const result = await clientOver(fake)(routes.refund, refund)();
    expect(fake.sent).toHaveLength(3);
    expect(sleeps(fake)).toEqual([2000, 2000]);
    expect(result).toEqual(E.left({ tag: "UNREACHABLE", message: "the API answered 503" }));
  });
});
