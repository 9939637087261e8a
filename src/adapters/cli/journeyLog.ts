import * as E from "fp-ts/lib/Either.js";
import { output, type CommandOutput } from "./command.js";
import type { Step } from "./started.js";

/** One timed step of the journey, with what it found (or its error). */
interface StepRecord {
  readonly step: string;
  readonly ms: number;
  readonly [detail: string]: unknown;
}

/** A finished step: a few words for its line, and its fields for --json. */
interface Described {
  readonly summary: string;
  readonly detail: Readonly<Record<string, unknown>>;
}

const stepLine = (step: string, ms: number, summary: string) =>
  `${step.padEnd(13)} ${String(ms).padStart(6)} ms  ${summary}`;

/** Times the journey's steps and keeps them, for the lines and the --json object alike. */
export const journeyLog = (progress: (label: string) => void) => {
  const steps: StepRecord[] = [];
  const lines: string[] = [];
  const time =
    <A>(step: string, work: () => Step<A>, describe: (value: A) => Described) =>
    async (): Step<A> => {
      progress(step);
      const started = performance.now();
      const result = await work();
      const ms = Math.round(performance.now() - started);
      const { summary, detail } = E.isRight(result)
        ? describe(result.right)
        : { summary: "failed", detail: { error: result.left } };
      steps.push({ step, ms, ...detail });
      lines.push(stepLine(step, ms, summary));
      return result;
    };
  const report = (order: Readonly<Record<string, unknown>>): CommandOutput =>
    output(lines, { steps, ...order });
  return { time, report };
};

export type JourneyLog = ReturnType<typeof journeyLog>;
