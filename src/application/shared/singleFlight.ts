/**
 * One task in flight at a time: a second call while it runs shares its answer instead of
 * starting another. `keep` applies an answer, unless `invalidate` was called after the task
 * started: what it was started for has changed, so its answer is returned but not kept.
 */
export interface SingleFlight<A> {
  readonly run: () => Promise<A>;
  /** Drops the task in flight: the next `run` starts afresh, and the old answer is not kept. */
  readonly invalidate: () => void;
}

export const singleFlight = <A>(
  task: () => Promise<A>,
  keep: (answer: A) => void,
): SingleFlight<A> => {
  let inFlight: Promise<A> | null = null;
  let generation = 0;

  const run = (): Promise<A> => {
    if (inFlight !== null) return inFlight;
    const startedIn = generation;
    const flight: Promise<A> = task()
      .then((answer) => {
        if (startedIn === generation) keep(answer);
        return answer;
      })
      .finally(() => {
        if (inFlight === flight) inFlight = null;
      });
    inFlight = flight;
    return flight;
  };

  return {
    run,
    invalidate: () => {
      // Stryker disable next-line UpdateOperator: any change marks the flights started before; counting down marks them as well as counting up
      generation++;
      inFlight = null;
    },
  };
};
