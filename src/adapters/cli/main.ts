import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import * as E from "fp-ts/lib/Either.js";
import type { Command, Outcome } from "./command.js";
import { commandNamed, commands } from "./commands.js";
import { execute } from "./execute.js";
import { commandHelp, topHelp } from "./help.js";
import type { CliIo, Sink } from "./io.js";
import {
  apiOf,
  appKeyOf,
  clientOf,
  configOf,
  globalOptions,
  parseCommandLine,
  UsageError,
  type OptionName,
  type ParsedOptions,
} from "./options.js";
import { didYouMean } from "./suggest.js";
import { version } from "./version.js";

const printLines = (sink: Sink, lines: readonly string[]) => {
  for (const line of lines) sink.write(`${line}\n`);
};

/** An option another command takes is a mistake here, not something to ignore. */
const checkOptionsOf = (name: string, command: Command, options: ParsedOptions) => {
  const allowed: readonly OptionName[] = [
    ...globalOptions,
    ...command.required,
    ...command.optional,
  ];
  const stray = Object.keys(options).find((option) => !allowed.some((known) => known === option));
  if (stray !== undefined)
    throw new UsageError(`--${stray} is not an option of ${name} (see storefront ${name} --help)`);
};

/** The lines, or the one --json object, on stdout; a failure's one line on stderr. */
const report = (outcome: Outcome, json: boolean, io: CliIo): number => {
  if (E.isRight(outcome)) {
    if (json) io.stdout.write(`${JSON.stringify({ ok: true, ...outcome.right.json })}\n`);
    else printLines(io.stdout, outcome.right.lines);
    return 0;
  }
  const { message, partial } = outcome.left;
  if (json) io.stdout.write(`${JSON.stringify({ ok: false, ...partial?.json, error: message })}\n`);
  else printLines(io.stdout, partial?.lines ?? []);
  io.stderr.write(`${message}\n`);
  return 1;
};

const runCommandLine = async (argv: readonly string[], io: CliIo): Promise<number> => {
  const { command: name, extra, options } = parseCommandLine(argv);
  if (options.version === true) {
    io.stdout.write(`${version()}\n`);
    return 0;
  }
  if (name === undefined) {
    if (options.help !== true)
      throw new UsageError("a command is needed (storefront --help lists them)");
    printLines(io.stdout, topHelp());
    return 0;
  }
  const command = commandNamed(name);
  if (command === undefined) {
    const meant = didYouMean(name, Object.keys(commands));
    throw new UsageError(
      meant === undefined
        ? `"${name}" is not a command (storefront --help lists them)`
        : `"${name}" is not a command; did you mean ${meant}?`,
    );
  }
  if (options.help === true) {
    printLines(io.stdout, commandHelp(name, command));
    return 0;
  }
  const [unexpected] = extra;
  if (unexpected !== undefined) throw new UsageError(`unexpected argument "${unexpected}"`);
  checkOptionsOf(name, command, options);
  const target = {
    api: apiOf(options),
    config: configOf(options),
    client: clientOf(options),
    appKey: appKeyOf(options),
    json: options.json === true,
  };
  const run = command.prepare(options);
  return report(await execute(run, target, io), target.json, io);
};

/**
 * Runs one command line and answers its exit code: 0 done, 1 failed, 2 bad usage. Bad usage
 * is thrown from wherever an option is read, so that no command goes on with it; every other
 * failure arrives here as a value. Only bugs throw past this.
 */
export const runCli = async (argv: readonly string[], io: CliIo): Promise<number> => {
  try {
    return await runCommandLine(argv, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`storefront: ${error.message}\n`);
    return 2;
  }
};

const isEntry = (script: string | undefined) =>
  script !== undefined && import.meta.url === pathToFileURL(realpathSync(script)).href;

if (isEntry(process.argv[1])) {
  process.exitCode = await runCli(process.argv.slice(2), process);
}
