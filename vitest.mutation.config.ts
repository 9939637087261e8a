import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import { LoadFailureAsFailedTest } from "./test/support/loadFailureAsFailedTest.js";
import storefront from "./vite.config.js";

/** The core's own suites, fastest rings first (see `FastestFirst`). */
const suites = ["domain", "contract", "application", "adapters", "properties"];

const ringOf = (spec: TestSpecification): number =>
  suites.findIndex((suite) => spec.moduleId.includes(`/test/${suite}/`));

/**
 * A mutant that runs where its module loads (a text table, a brand, an io-ts codec: a _static_
 * mutant) runs every test file that imports its module, and the run stops at the first failure.
 * So the files that kill mutants soonest go first: the one that failed last (the next mutant is
 * most often in the same module), then the unit suites before the property suites, the quickest
 * before the slowest. Vitest's own order runs the slowest first.
 */
class FastestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const resultOf = (spec: TestSpecification) =>
      cache.getFileTestResults(
        `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`,
      );
    const failed = (spec: TestSpecification) => (resultOf(spec)?.failed === true ? 0 : 1);
    const duration = (spec: TestSpecification) => resultOf(spec)?.duration ?? 0;
    return Promise.resolve(
      [...files].sort(
        (a, b) => failed(a) - failed(b) || ringOf(a) - ringOf(b) || duration(a) - duration(b),
      ),
    );
  }
}

/**
 * The tests `npm run test:mutation` runs against each mutant: the core's in-process unit,
 * property, contract and adapter suites, which reach the domain, the application (analytics and
 * navigation through the composed use cases) and the contract. The UI suites are left out: they
 * reach the core only through React, and each of them costs seconds per mutant. The server,
 * CLI and browser suites start servers, processes or Chromium, whose coverage Stryker cannot
 * see per test; no global setup, as none of these suites needs a build or a database.
 */
export default defineConfig({
  ...storefront,
  test: {
    ...storefront.test,
    include: suites.map((suite) => `test/${suite}/**/*.test.ts`),
    globalSetup: [],
    sequence: { sequencer: FastestFirst },
    reporters: ["default", new LoadFailureAsFailedTest()],
  },
});
