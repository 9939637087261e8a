import type { RunnerTestCase } from "vitest";
import type { Reporter, Vitest } from "vitest/node";

/**
 * Stryker's Vitest runner (9.6.1, stryker-js#6150) builds a mutant's result from the tests it
 * collected, and a test file whose import throws collects none: a static mutant that stops a
 * module from loading (an `Intl` format given locale "") looked _survived_ after running no
 * test at all. This reporter, in the mutation run only, gives such a file one failed test
 * carrying its load error, so the mutant counts as killed, as the file's failure says.
 */
export class LoadFailureAsFailedTest implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== "fail" || file.tasks.length > 0) continue;
      // Vitest types a test with a context only its runner builds; nothing reads it after the run.
      const loadFailure = {
        type: "test",
        id: `${file.id}_load`,
        name: "the test file loads",
        fullName: `${file.name} the test file loads`,
        mode: "run",
        file,
        meta: {},
        annotations: [],
        artifacts: [],
        timeout: 0,
        result: { state: "fail", errors: file.result.errors ?? [] },
      } as unknown as RunnerTestCase;
      file.tasks.push(loadFailure);
    }
  }
}
