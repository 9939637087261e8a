import type { Command } from "./command.js";
import { commands } from "./commands.js";
import { globalOptions, optionSpecs, type OptionName, type OptionSpec } from "./options.js";

const usageOf = (name: OptionName) => {
  const spec: OptionSpec = optionSpecs[name];
  return spec.value === undefined ? `--${name}` : `--${name} <${spec.value}>`;
};

/** Two columns, the second aligned. */
const table = (rows: readonly (readonly [string, string])[]) => {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
};

const optionRows = (names: readonly OptionName[], required: readonly OptionName[] = []) =>
  table(
    names.map((name) => [
      usageOf(name),
      `${optionSpecs[name].description}${required.includes(name) ? " (required)" : ""}`,
    ]),
  );

const globalSection = ["Global options:", ...optionRows(globalOptions)];

const exitCodes =
  "Exit codes: 0 done, 1 failed (the storefront's message, or the API cannot be reached), 2 bad usage.";

export const topHelp = (): readonly string[] => [
  "Usage: storefront <command> [options]",
  "",
  "Drives the storefront's use cases against an API: the local reference server or a staging.",
  "",
  "Commands:",
  ...table(Object.entries(commands).map(([name, command]) => [name, command.summary])),
  "",
  ...globalSection,
  "",
  'Run "storefront <command> --help" for the options of a command.',
  exitCodes,
];

export const commandHelp = (name: string, command: Command): readonly string[] => {
  const own = [...command.required, ...command.optional];
  return [
    `Usage: storefront ${[
      name,
      ...command.required.map(usageOf),
      ...command.optional.map((option) => `[${usageOf(option)}]`),
    ].join(" ")} [global options]`,
    "",
    `${command.summary[0]?.toUpperCase() ?? ""}${command.summary.slice(1)}.`,
    "",
    ...(own.length === 0 ? [] : ["Options:", ...optionRows(own, command.required), ""]),
    ...globalSection,
  ];
};
