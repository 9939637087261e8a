import { CHUNK_LOAD_TIMEOUT_SECONDS } from "../../domain/chunkLoad.js";

/** Spec §8's name for code that failed to load: the screens' error boundary offers a reload. */
const chunkLoadTimedOut = () => {
  const error = new Error(`no answer within ${String(CHUNK_LOAD_TIMEOUT_SECONDS)} seconds`);
  error.name = "ChunkLoadError";
  return error;
};

/**
 * A load of code (a screen's chunk, the later use cases, the order calls) done once: every
 * call shares its promise, and its answer is kept for good. A failure is not kept: the next
 * call loads again, so a guest whose connection dropped is not stuck with it once it is back.
 * A load still unsettled after the chunk-load timeout (spec §9) has failed: a stalled
 * connection would otherwise leave a screen's spinner turning for ever. An import cannot be
 * cancelled, so an answer that comes later is dropped.
 */
export const loadOnce = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let loading: Promise<A> | undefined;
  const attempt = () =>
    new Promise<A>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(chunkLoadTimedOut());
      }, CHUNK_LOAD_TIMEOUT_SECONDS * 1000);
      load()
        .finally(() => {
          clearTimeout(timer);
        })
        .then(resolve, reject);
    });
  return () =>
    (loading ??= attempt().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};
