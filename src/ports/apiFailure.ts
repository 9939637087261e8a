import type { Throttled } from "../domain/throttled.js";

/**
 * Why a call to the web-sales or ticketing API did not give an answer, in terms the use cases
 * act on. Adapters turn transport and decoding problems into these; nothing else escapes.
 */
export type ApiFailure =
  /** The API answered with a failure `Code` (a 4xx): the request was understood and refused. */
  | {
      readonly tag: "API_REFUSED";
      readonly status: number;
      readonly code: number;
      readonly message: string;
      readonly productIds: readonly number[];
    }
  /** Too many refused guesses from this address (a 429): asking again before the wait is over is refused too. */
  | { readonly tag: "THROTTLED"; readonly retryAfterSeconds: number }
  /** No answer after every retry: network down, timeout or a 5xx. */
  | { readonly tag: "UNREACHABLE"; readonly message: string }
  /**
   * A 200 whose answer says it failed (successfulYN or isSuccess false), with the API's
   * message when it gave one.
   */
  | { readonly tag: "NOT_SUCCESSFUL"; readonly message: string | null }
  /** An answer that does not match the contract; `field` names where it broke. */
  | { readonly tag: "UNEXPECTED_ANSWER"; readonly field: string };

/** The throttle's wait, or null when the failure is something else. */
export const throttledFor = (failure: ApiFailure): Throttled | null =>
  failure.tag === "THROTTLED"
    ? { tag: "THROTTLED", retryAfterSeconds: failure.retryAfterSeconds }
    : null;

/** The refusal's Code, or null when the API gave none. */
export const refusalCode = (failure: ApiFailure): number | null =>
  failure.tag === "API_REFUSED" ? failure.code : null;

/**
 * A 404 or 405 that says nothing more (its Code, if any, is its status): the API has no such
 * call, as one that does not offer an extension answers it.
 */
export const isNoSuchCall = (failure: ApiFailure): boolean =>
  failure.tag === "API_REFUSED" &&
  (failure.status === 404 || failure.status === 405) &&
  failure.code === failure.status;
