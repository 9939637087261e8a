/** Test helpers for use cases whose ports answer later than they are asked. */
import * as E from "fp-ts/lib/Either.js";
import type * as TE from "fp-ts/lib/TaskEither.js";
import type { Observable } from "rxjs";
import type { ApiFailure } from "../src/ports/apiFailure.js";

/** An answer the test gives when it chooses: `task` is what the port method returns. */
export interface PendingAnswer<A> {
  readonly task: TE.TaskEither<ApiFailure, A>;
  readonly succeed: (value: A) => Promise<void>;
  readonly fail: (failure: ApiFailure) => Promise<void>;
}

/**
 * A port answer held back until the test releases it. Releasing resolves the answer and then
 * lets every continuation that was waiting on it run, so the test sees the state it led to.
 */
export const pendingAnswer = <A>(): PendingAnswer<A> => {
  let resolve: (answer: E.Either<ApiFailure, A>) => void = () => undefined;
  const promise = new Promise<E.Either<ApiFailure, A>>((r) => {
    resolve = r;
  });
  return {
    task: () => promise,
    succeed: async (value) => {
      resolve(E.right(value));
      await settled();
    },
    fail: async (failure) => {
      resolve(E.left(failure));
      await settled();
    },
  };
};

/** Lets every promise continuation that is ready run (a macrotask boundary). */
export const settled = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });

/** Every value a stream emits from now on, including the current one it replays. */
export const recorded = <A>(stream$: Observable<A>): A[] => {
  const values: A[] = [];
  stream$.subscribe((value) => values.push(value));
  return values;
};
