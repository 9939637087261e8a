/**
 * Runs of a model-based property whose every step is real requests to a real server (about
 * 80 ms a run on a store). CI's 30 minutes hold `inCi` of them; `MODEL_RUNS=1000` runs as many
 * as asked (`npm run test:models`), which is how the figures of record are measured.
 */
export const modelRuns = (inCi: number): number => {
  const asked = Number(process.env.MODEL_RUNS);
  return Number.isInteger(asked) && asked > 0 ? asked : inCi;
};
