/**
 * Whether this run is CI's, which must never skip the PostgreSQL or browser suites. CI systems
 * set `CI` to "true", "1" or "yes"; unset, empty, "0", "false", "no" or "off" means a local run.
 */
export const runsInCi = (env: NodeJS.ProcessEnv = process.env): boolean => {
  const value = env.CI?.trim().toLowerCase() ?? "";
  return !["", "0", "false", "no", "off"].includes(value);
};
