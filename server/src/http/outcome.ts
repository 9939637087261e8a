import { WireCode } from "#contract/failure.js";

/**
 * A handler's result: its answer, or a failure the caller caused (a 4xx with the contract's
 * `{ Code, message }` body). Failures are values; anything thrown is a bug and answers 500.
 */
export interface Failure {
  readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 422;
  readonly Code: number;
  readonly message: string;
  readonly productIds?: readonly number[];
}

export type Outcome<A> =
  { readonly ok: true; readonly value: A } | { readonly ok: false; readonly failure: Failure };

export const ok = <A>(value: A): Outcome<A> => ({ ok: true, value });

export const fail = (failure: Failure): Outcome<never> => ({ ok: false, failure });

export const invalidRequestFailure = (message: string): Failure => ({
  status: 400,
  Code: WireCode.InvalidRequest,
  message,
});

export const invalidRequest = (message: string): Outcome<never> =>
  fail(invalidRequestFailure(message));

export const notFound = (message: string): Outcome<never> =>
  fail({ status: 404, Code: WireCode.NotFound, message });

/** The JSON body of a 4xx answer. */
export const failureBody = (failure: Failure) => ({
  Code: failure.Code,
  message: failure.message,
  ...(failure.productIds === undefined ? {} : { productIds: failure.productIds }),
});
