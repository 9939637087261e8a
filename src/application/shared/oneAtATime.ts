/**
 * A serial queue: each job starts once the one before it has settled, so every job sees the
 * state the previous one left. A job that fails does not stop the ones after it.
 */
export type OneAtATime = <A>(job: () => Promise<A>) => Promise<A>;

export const oneAtATime = (): OneAtATime => {
  let queue: Promise<unknown> = Promise.resolve();
  return (job) => {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  };
};
