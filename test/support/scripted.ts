import * as TE from "fp-ts/lib/TaskEither.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";

/*
 * In-memory stand-ins for the API ports, for use-case tests, UI tests and the test
 * container. A test gives the answers it needs; every other method answers UNREACHABLE
 * ("nothing scripted"), and every call is recorded in order.
 */

export interface Recorded {
  readonly method: string;
  readonly args: readonly unknown[];
}

export type Scripted<P> = P & { readonly calls: Recorded[] };

type AnyTaskMethod = (...args: never[]) => TE.TaskEither<ApiFailure, unknown>;

export const scripted = <P extends { [K in keyof P]: AnyTaskMethod }>(
  methods: readonly (keyof P & string)[],
  answers: Partial<P>,
): Scripted<P> => {
  const calls: Recorded[] = [];
  const port = Object.fromEntries(
    methods.map((method) => {
      const given = answers[method];
      const run = (...args: never[]) => {
        calls.push({ method, args });
        return given === undefined
          ? TE.left<ApiFailure>({ tag: "UNREACHABLE", message: `nothing scripted for ${method}` })
          : given(...args);
      };
      return [method, run];
    }),
  ) as unknown as P;
  return Object.assign(port, { calls });
};

/** A refusal as the API would answer it: a 4xx with a Code. */
export const refusal = (
  code: number,
  message = "Refused.",
  productIds: readonly number[] = [],
): ApiFailure => ({
  tag: "API_REFUSED",
  status: code >= 400 && code < 500 ? code : 409,
  code,
  message,
  productIds,
});
