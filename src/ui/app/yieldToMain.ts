/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input
 * in between: startup runs as a few short tasks instead of one long one. `scheduler.yield`
 * resumes ahead of other queued tasks; browsers without it (Safari, Firefox) get a timeout.
 */
export const yieldToMain = (page: Window): Promise<void> =>
  "scheduler" in page && typeof page.scheduler.yield === "function"
    ? page.scheduler.yield()
    : new Promise((resolve) => page.setTimeout(resolve, 0));
