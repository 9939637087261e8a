// @ts-check
/**
 * `npm run test:mutation`: mutation testing of the core (see TESTING.md). Slow, so not part of
 * `npm test`. One ring at a time while iterating: `npm run test:mutation -- --mutate 'src/domain/**'`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: ["src/domain/**/*.ts", "src/application/**/*.ts", "src/contract/**/*.ts"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false },
  thresholds: { high: 97, low: 95, break: null },
  timeoutMS: 10000,
  // The first run goes through every test file in one worker, with coverage per test.
  dryRunTimeoutMinutes: 30,
  // The sandbox needs the sources, tests and configuration, not builds, data or pictures.
  ignorePatterns: [
    "dist",
    "data",
    "docs",
    "coverage",
    "test-results",
    ".scratch",
    ".depcheck-fixtures",
    "reports",
  ],
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
