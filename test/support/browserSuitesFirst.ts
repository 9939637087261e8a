import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Where a file runs in the run: browser suites, then the rest, then files in their own process. */
const rank = (spec: TestSpecification): number => {
  if (spec.moduleId.includes("/test/e2e/")) return 0;
  return spec.project.config.isolate ? 2 : 1;
};

/**
 * Vitest's order (longest first when a run has recorded durations, else largest first), with the
 * browser suites ahead of everything: they are the run's longest files by far (up to 160 s on CI
 * against seconds for most), and one started last leaves the other worker idle until it ends.
 * The files that run in a process of their own come last, together: a shared worker runs file
 * after file only while the next file queued is one of its own project.
 */
export class BrowserSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
