/**
 * The state of something fetched: not asked yet, on its way, here, or failed with a reason.
 * Use cases expose these on BehaviorSubject-backed streams, so a late subscriber (a view that
 * mounts after the answer came) still gets the current state.
 */
export type Remote<E, A> =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: A }
  | { readonly status: "failed"; readonly error: E };

export const idle: Remote<never, never> = { status: "idle" };
export const loading: Remote<never, never> = { status: "loading" };
export const ready = <A>(value: A): Remote<never, A> => ({ status: "ready", value });
export const failed = <E>(error: E): Remote<E, never> => ({ status: "failed", error });
