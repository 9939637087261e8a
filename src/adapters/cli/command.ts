import * as E from "fp-ts/lib/Either.js";
import type { Clock } from "../../ports/clock.js";
import type { IdGenerator } from "../../ports/idGenerator.js";
import type { OptionName, ParsedOptions } from "./options.js";
import type { StartedStorefront, Step } from "./started.js";

/** What a command prints: lines for people, or the fields of the one --json object. */
export interface CommandOutput {
  readonly lines: readonly string[];
  readonly json: Readonly<Record<string, unknown>>;
}

export interface CommandFailure {
  /** The one line printed on stderr. */
  readonly message: string;
  /** What was done before the failure, printed too (the journey's finished steps). */
  readonly partial?: CommandOutput;
}

export type Outcome = E.Either<CommandFailure, CommandOutput>;

export interface CommandContext {
  readonly started: StartedStorefront;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  /** Announces a long step as it starts. */
  readonly progress: (label: string) => void;
}

export type Run = (context: CommandContext) => Promise<Outcome>;

export interface Command {
  readonly summary: string;
  readonly required: readonly OptionName[];
  readonly optional: readonly OptionName[];
  /**
   * Reads the command's options, throwing UsageError on a bad value, before anything is
   * asked of the API: bad input is reported as such even when the API is down.
   */
  readonly prepare: (options: ParsedOptions) => Run;
}

export const output = (
  lines: readonly string[],
  json: Readonly<Record<string, unknown>>,
): CommandOutput => ({ lines, json });

/** A command whose failure is one line and nothing else. */
export const runStep =
  (step: (context: CommandContext) => Step<CommandOutput>): Run =>
  async (context) =>
    E.mapLeft((message: string): CommandFailure => ({ message }))(await step(context));
