import * as E from "fp-ts/lib/Either.js";
import { WireCode } from "#contract/failure.js";
import { OVERLOAD_RETRY_AFTER_SECONDS } from "../../shared/http/loadShedding.js";

/**
 * A failure the caller caused (or a service this server has turned off, a 503): a 4xx with the contract's `{ Code, message }` body. Handlers
 * answer `Either<Failure, A>`; anything thrown is a bug and answers 500.
 */
export interface Failure {
  readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 503;
  readonly Code: number;
  readonly message: string;
  readonly productIds?: readonly number[];
  /** With a 429 or an overload's 503: when to ask again, sent as Retry-After. */
  readonly retryAfterSeconds?: number;
  /**
   * A refusal whose writes a command keeps (a declined card's count): its transaction commits
   * what the handler left in place, and nothing else (its Idempotency-Key is let go).
   */
  readonly keepsWrites?: true;
}

export const invalidRequestFailure = (message: string): Failure => ({
  status: 400,
  Code: WireCode.InvalidRequest,
  message,
});

export const invalidRequest = (message: string): E.Either<Failure, never> =>
  E.left(invalidRequestFailure(message));

export const notFound = (message: string): E.Either<Failure, never> =>
  E.left({ status: 404, Code: WireCode.NotFound, message });

/** The JSON body of a 4xx answer. */
export const failureBody = (failure: Failure) => ({
  Code: failure.Code,
  message: failure.message,
  ...(failure.productIds === undefined ? {} : { productIds: failure.productIds }),
});

/** Past the admission gate (loadShedding.ts): asked again after Retry-After. */
export const overloaded: Failure = {
  status: 503,
  Code: WireCode.ServerBusy,
  message: "The server is busy right now. Please ask again after Retry-After.",
  retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS,
};
