import type { HttpRequest, Transport } from "../../src/adapters/http/transport.js";
import type { IdGenerator } from "../../src/ports/idGenerator.js";

/*
 * An in-memory transport for the API policy's tests: it answers from a script, in order, and
 * keeps a log that interleaves sends and sleeps, so a test can see *when* the policy waited,
 * not only how often.
 */

export type Outcome =
  | {
      readonly kind: "answer";
      readonly status: number;
      readonly body: unknown;
      readonly retryAfter?: string;
    }
  | { readonly kind: "throw"; readonly message: string };

export const answer = (status: number, body: unknown = null, retryAfter?: string): Outcome => ({
  kind: "answer",
  status,
  body,
  ...(retryAfter === undefined ? {} : { retryAfter }),
});

export const broken = (message = "socket hang up"): Outcome => ({ kind: "throw", message });

export type LogEntry = { readonly kind: "send" } | { readonly kind: "sleep"; readonly ms: number };

export interface ScriptedTransport {
  readonly transport: Transport;
  readonly sleep: (ms: number) => Promise<void>;
  readonly sent: HttpRequest[];
  readonly log: LogEntry[];
}

/**
 * `script` picks the outcome per request. When it has nothing more to say the transport
 * throws, so a policy that asks more often than expected gets no free success.
 */
export const scriptedTransport = (
  script: (request: HttpRequest, attempt: number) => Outcome | undefined,
): ScriptedTransport => {
  const sent: HttpRequest[] = [];
  const log: LogEntry[] = [];
  const transport: Transport = (request) => {
    sent.push(request);
    log.push({ kind: "send" });
    const outcome = script(request, sent.length - 1) ?? broken("the script has no more answers");
    return outcome.kind === "throw"
      ? Promise.reject(new Error(outcome.message))
      : Promise.resolve({
          status: outcome.status,
          body: outcome.body,
          ...(outcome.retryAfter === undefined ? {} : { retryAfter: outcome.retryAfter }),
        });
  };
  const sleep = (ms: number) => {
    log.push({ kind: "sleep", ms });
    return Promise.resolve();
  };
  return { transport, sleep, sent, log };
};

/** Answers the outcomes in order, one per request. */
export const inOrder = (...outcomes: readonly Outcome[]) =>
  scriptedTransport((_request, attempt) => outcomes[attempt]);

/** Predictable ids, so a test can tell one Idempotency-Key from another by name. */
export const countingIds = (prefix = "key"): IdGenerator => {
  let count = 0;
  return {
    next: () => {
      count += 1;
      return `${prefix}-${count}`;
    },
  };
};

/** A header's value whatever the case it was set in (HTTP header names are case-blind). */
export const headerOf = (request: HttpRequest, name: string): string | undefined =>
  Object.entries(request.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

export const queryOf = (request: HttpRequest): URLSearchParams => new URL(request.url).searchParams;
