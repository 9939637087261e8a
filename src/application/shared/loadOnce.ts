/**
 * A load (a chunk of code, the later use cases) done once: every call shares its promise, and
 * its answer is kept for good. A failure is not kept: the next call loads again, so a guest
 * whose connection dropped is not stuck with it once it is back.
 */
export const loadOnce = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let loading: Promise<A> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};
