import * as E from "fp-ts/lib/Either.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../src/adapters/http/apiClient.js";
import { routes } from "#contract/routes.js";
import type { HttpRequest } from "../../src/adapters/http/transport.js";
import {
  answer,
  broken,
  countingIds,
  headerOf,
  scriptedTransport,
  type Outcome,
} from "./scriptedTransport.js";

/*
 * Whatever the network does, a state-changing POST is sent at most 3 times (1 + 2 retries) and
 * always under one Idempotency-Key, so the server can recognise a retry of a purchase and never
 * charge it twice; distinct calls never share a key, or the server would replay one call's
 * answer for another. GETs are retried the same way but never carry a key. A 429 is never
 * retried: it says how long to wait.
 */

const runs = { numRuns: 1000 };

const MAX_SENDS = 3;

type Kind = "throw" | "5xx" | "429" | "4xx" | "2xx";

interface Step {
  readonly kind: Kind;
  readonly status: number;
}

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: "throw", status: 0 }),
  fc.integer({ min: 500, max: 599 }).map<Step>((status) => ({ kind: "5xx", status })),
  fc.constant<Step>({ kind: "429", status: 429 }),
  fc
    .integer({ min: 400, max: 499 })
    .filter((status) => status !== 429)
    .map<Step>((status) => ({ kind: "4xx", status })),
  fc.integer({ min: 200, max: 299 }).map<Step>((status) => ({ kind: "2xx", status })),
);

// Longer than the policy may use, so a policy that sent a 4th time would find an answer.
const scriptArb = fc.array(stepArb, { minLength: 0, maxLength: 5 });

const refundAnswer = { orderId: 7, refundedAmount: 12.5, refundedAt: "2030-01-07T18:00:00Z" };
const hyperlinkAnswer = { id: 109, isExpiredLink: false };

const outcomeOf = (step: Step, okBody: unknown): Outcome => {
  switch (step.kind) {
    case "throw":
      return broken("connection reset");
    case "4xx":
      return answer(step.status, { Code: step.status, message: "refused" });
    case "2xx":
      return answer(step.status, okBody);
    default:
      return answer(step.status);
  }
};

// A 429 stands: the throttle said how long to wait, and a retry 1 s later would be refused too.
const isRetried = (step: Step) => step.kind === "throw" || step.kind === "5xx";

/** How many times the policy should send, given the script: until an answer that stands. */
const expectedSends = (script: readonly Step[]): number => {
  const standing = script.findIndex((step) => !isRetried(step));
  // A script that runs out throws, which is retried like any lost answer.
  return Math.min(MAX_SENDS, standing === -1 ? MAX_SENDS : standing + 1);
};

const expectedTag = (script: readonly Step[]): string => {
  const last = script[expectedSends(script) - 1];
  if (last?.kind === "2xx") return "answered";
  if (last?.kind === "4xx") return "API_REFUSED";
  if (last?.kind === "429") return "THROTTLED";
  return "UNREACHABLE";
};

const tagOf = (result: E.Either<{ readonly tag: string }, unknown>) =>
  E.isRight(result) ? "answered" : result.left.tag;

const keysOf = (requests: readonly HttpRequest[]) =>
  requests.map((request) => headerOf(request, "idempotency-key"));

/** One client over a transport that answers each call from its own script. */
const clientFor = (
  scripts: readonly (readonly Step[])[],
  okBody: unknown,
  callOf: (r: HttpRequest) => number,
) => {
  const tries = scripts.map(() => 0);
  const delays: number[] = [];
  const fake = scriptedTransport((request) => {
    const call = callOf(request);
    const attempt = tries[call] ?? 0;
    tries[call] = attempt + 1;
    const step = scripts[call]?.[attempt];
    return step === undefined ? undefined : outcomeOf(step, okBody);
  });
  const retryDelayMs = 40;
  const client = createApiClient({
    transport: fake.transport,
    sleep: (ms) => {
      delays.push(ms);
      return fake.sleep(ms);
    },
    baseUrl: () => "https://api.example.test",
    headers: () => ({ appKey: "tenant-app-key" }),
    saleKind: () => "general",
    ids: countingIds(),
    retryDelayMs,
  });
  return { client, fake, delays, retryDelayMs };
};

describe("API client policy under any network behaviour", () => {
  it("a state-changing POST is sent at most 3 times, always with the same Idempotency-Key", async () => {
    await fc.assert(
      fc.asyncProperty(scriptArb, async (script) => {
        const { client, fake, delays, retryDelayMs } = clientFor([script], refundAnswer, () => 0);
        const result = await client(routes.refund, {
          body: { orderId: 7, email: "guest@example.com" },
        })();

        expect(fake.sent.length).toBeLessThanOrEqual(MAX_SENDS);
        expect(fake.sent).toHaveLength(expectedSends(script));
        const keys = new Set(keysOf(fake.sent));
        expect(keys.size).toBe(1);
        expect(keys.has(undefined)).toBe(false);
        expect(delays).toEqual(Array<number>(fake.sent.length - 1).fill(retryDelayMs));
        expect(tagOf(result)).toBe(expectedTag(script));
      }),
      runs,
    );
  });

  it("distinct calls never share an Idempotency-Key, even when their retries interleave", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(scriptArb, { minLength: 2, maxLength: 5 }), async (scripts) => {
        // Each call refunds its own order, which tells the transport whose script to answer from.
        const callOf = (request: HttpRequest) => (request.body as { orderId: number }).orderId - 1;
        const { client, fake } = clientFor(scripts, refundAnswer, callOf);
        await Promise.all(
          scripts.map((_script, index) =>
            client(routes.refund, {
              body: { orderId: index + 1, email: "guest@example.com" },
            })(),
          ),
        );

        const keysByCall = scripts.map(
          (_script, index) => new Set(keysOf(fake.sent.filter((r) => callOf(r) === index))),
        );
        for (const [index, keys] of keysByCall.entries()) {
          expect(keys.size).toBe(1);
          expect(fake.sent.filter((r) => callOf(r) === index).length).toBeLessThanOrEqual(
            MAX_SENDS,
          );
        }
        const allKeys = keysByCall.flatMap((keys) => [...keys]);
        expect(new Set(allKeys).size).toBe(scripts.length);
      }),
      runs,
    );
  });

  it("a GET is sent at most 3 times and never with an Idempotency-Key", async () => {
    await fc.assert(
      fc.asyncProperty(scriptArb, async (script) => {
        const { client, fake } = clientFor([script], hyperlinkAnswer, () => 0);
        const result = await client(routes.productHyperlink, {
          params: { code: "SUMMIT-FRIENDS" },
        })();

        expect(fake.sent).toHaveLength(expectedSends(script));
        expect(keysOf(fake.sent).every((key) => key === undefined)).toBe(true);
        expect(tagOf(result)).toBe(expectedTag(script));
      }),
      runs,
    );
  });
});
