import { parseArgs } from "node:util";
import { isBrandKey, type BrandKey } from "../../domain/brand.js";
import { listedCategories } from "../../domain/category.js";
import { TERMINAL_TIME_ZONE } from "../../domain/tenant.js";
import { decodeAppKey, encodeAppKey } from "#contract/appKey.js";
import { didYouMean } from "./suggest.js";

export interface OptionSpec {
  readonly type: "string" | "boolean";
  /** The one-letter form, for the options every command-line tool has one for. */
  readonly short?: string;
  /** How a value is shown in a usage line; boolean options take none. */
  readonly value?: string;
  readonly description: string;
}

const DEFAULT_API = "http://localhost:8080";

const slugs = listedCategories.map((category) => category.slug);

/** The tabs --category can name: the listed categories' slugs, "a, b or c". */
export const LISTED_SLUGS = `${slugs.slice(0, -1).join(", ")} or ${slugs.at(-1) ?? ""}`;

/** The CLI's words, each option once, so every command's --help reads the same. */
export const optionSpecs = {
  api: {
    type: "string",
    value: "url",
    description: `the API to drive, path prefix kept (default ${DEFAULT_API}, the local server)`,
  },
  config: {
    type: "string",
    value: "url",
    description: "where config.json is (default: config.json under --api)",
  },
  "app-key": {
    type: "string",
    value: "base64",
    description: "the appKey header to send (default: the tenant's)",
  },
  venue: {
    type: "string",
    value: "MemberVenueId",
    description: "with --terminal: the appKey's member venue id",
  },
  terminal: {
    type: "string",
    value: "SalesTerminalTypeId",
    description: "with --venue: the appKey's sales terminal type id",
  },
  client: {
    type: "string",
    value: "sn|cgg",
    description: "the tenant (default: the one the API's host names)",
  },
  json: { type: "boolean", description: "print one JSON object instead of lines" },
  help: { type: "boolean", short: "h", description: "show the help" },
  version: { type: "boolean", description: "show the version" },
  product: { type: "string", value: "id", description: "product id" },
  date: {
    type: "string",
    value: "yyyy-MM-dd",
    description: "visit date (default: the first date on sale)",
  },
  slot: {
    type: "string",
    value: "id",
    description: "entry-time slot (inventory) id (default: the first with room)",
  },
  tickets: {
    type: "string",
    value: "id:count,…",
    description:
      "ticket types and counts, e.g. 1011:2,1012:1 (default: one of the first type, or a group's minimum)",
  },
  email: { type: "string", value: "address", description: "guest e-mail" },
  card: {
    type: "string",
    value: "number",
    description: "card number (default 4242 4242 4242 4242, the approving test card)",
  },
  order: { type: "string", value: "id", description: "order number" },
  "ticket-ids": {
    type: "string",
    value: "id,…",
    description: "tickets of the order, by the ids lookup lists, e.g. 11,12",
  },
  confirmation: { type: "string", value: "code", description: "order confirmation number" },
  token: {
    type: "string",
    value: "token",
    description: "a waiting-list link's token (after token= in the e-mail's link)",
  },
  code: { type: "string", value: "code", description: "promo code or hyperlink code" },
  barcode: { type: "string", value: "barcode", description: "city-pass barcode" },
  category: {
    type: "string",
    value: "slug",
    description: `tab: ${LISTED_SLUGS} (default: all)`,
  },
} as const satisfies Record<string, OptionSpec>;

export type OptionName = keyof typeof optionSpecs;

export const globalOptions: readonly OptionName[] = [
  "api",
  "config",
  "client",
  "app-key",
  "venue",
  "terminal",
  "json",
  "help",
];

export type ParsedOptions = Partial<Record<OptionName, string | boolean>>;

/** A bad command line: reported as one line, exit code 2. */
export class UsageError extends Error {}

const isOptionName = (name: string): name is OptionName => name in optionSpecs;

// parseArgs explains itself at length; the first sentence is the one line a user needs.
const firstSentence = (message: string) => {
  const sentence = message.split(/\.\s/)[0]?.replace(/\.$/, "") ?? "";
  return `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
};

export const parseCommandLine = (argv: readonly string[]) => {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: Object.fromEntries(
        Object.entries(optionSpecs).map(([name, spec]: [string, OptionSpec]) => [
          name,
          spec.short === undefined ? { type: spec.type } : { type: spec.type, short: spec.short },
        ]),
      ),
      allowPositionals: true,
      strict: true,
    });
    const options: ParsedOptions = Object.fromEntries(
      Object.entries(values).filter(([name]) => isOptionName(name)),
    );
    return { command: positionals[0], extra: positionals.slice(1), options };
  } catch (error) {
    if (
      error instanceof TypeError &&
      "code" in error &&
      String(error.code).startsWith("ERR_PARSE_ARGS")
    ) {
      throw new UsageError(usageLine(String(error.code), error.message, argv));
    }
    throw error;
  }
};

/**
 * parseArgs's complaint as one line that says how to mend it: an unknown option with the one
 * meant, and a value that starts with a dash (a token can) written as `--token=-x4Q`, which
 * parseArgs says only in its third sentence.
 */
const usageLine = (code: string, message: string, argv: readonly string[]): string => {
  const line = firstSentence(message);
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    return `${line}${suggestionFor(message, Object.keys(optionSpecs), "--")}`;
  }
  const option = /^Option '(-[^'\s]+)' argument is ambiguous/.exec(message)?.[1];
  const value = option === undefined ? undefined : argv[argv.indexOf(option) + 1];
  return option === undefined || value === undefined
    ? line
    : `${line}: a value starting with a dash is written ${option}=${value}`;
};

export const text = (options: ParsedOptions, name: OptionName): string | undefined => {
  const value = options[name];
  return typeof value === "string" ? value.trim() : undefined;
};

export const requiredText = (options: ParsedOptions, name: OptionName): string => {
  const value = text(options, name);
  if (value === undefined || value === "") throw new UsageError(`--${name} is required`);
  return value;
};

const positiveInt = (value: string, name: OptionName): number => {
  if (!/^[1-9]\d{0,14}$/.test(value))
    throw new UsageError(`--${name} must be a positive whole number, not "${value}"`);
  return Number(value);
};

export const requiredId = (options: ParsedOptions, name: OptionName): number =>
  positiveInt(requiredText(options, name), name);

/** Ids, comma-separated, each once: "11,12". */
export const requiredIds = (options: ParsedOptions, name: OptionName): number[] => {
  const ids = requiredText(options, name)
    .split(",")
    .map((id) => positiveInt(id.trim(), name));
  if (new Set(ids).size !== ids.length) throw new UsageError(`--${name} names an id twice`);
  return ids;
};

export const optionalId = (options: ParsedOptions, name: OptionName): number | undefined => {
  const value = text(options, name);
  return value === undefined ? undefined : positiveInt(value, name);
};

export const optionalDate = (options: ParsedOptions): string | undefined => {
  const value = text(options, "date");
  if (value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  throw new UsageError(`--date must look like 2030-01-07, not "${value}"`);
};

export const requiredDate = (options: ParsedOptions): string => {
  const value = optionalDate(options);
  if (value === undefined) throw new UsageError("--date is required");
  return value;
};

/** "1011:2,1012:1" → [[1011, 2], [1012, 1]]. */
export const ticketCounts = (options: ParsedOptions): [number, number][] | undefined => {
  const value = text(options, "tickets");
  return value?.split(",").map((pair) => {
    const match = /^\s*([1-9]\d{0,8})\s*:\s*([1-9]\d{0,2})\s*$/.exec(pair);
    if (match === null)
      throw new UsageError(`--tickets must look like "1011:2,1012:1", not "${value}"`);
    return [Number(match[1]), Number(match[2])];
  });
};

export const clientOf = (options: ParsedOptions): BrandKey | undefined => {
  const client = text(options, "client");
  if (client === undefined) return undefined;
  if (!isBrandKey(client)) throw new UsageError(`--client must be sn or cgg, not "${client}"`);
  return client;
};

// An unknown option is named in parseArgs's message, quoted: '--prodct'.
const suggestionFor = (message: string, names: readonly string[], prefix: string) => {
  const named = /'-+([^'=\s]+)'/.exec(message)?.[1];
  const match = named === undefined ? undefined : didYouMean(named, names);
  return match === undefined ? "" : `; did you mean ${prefix}${match}?`;
};

const httpUrl = (options: ParsedOptions, name: OptionName, fallback: string): URL => {
  const value = text(options, name) ?? fallback;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url === null || (url.protocol !== "http:" && url.protocol !== "https:"))
    throw new UsageError(`--${name} must be an http(s) URL like ${DEFAULT_API}, not "${value}"`);
  return url;
};

/** The API's base address: a staging may serve it under a path, which is kept (no "/" at the end). */
export const apiOf = (options: ParsedOptions): string => {
  const url = httpUrl(options, "api", DEFAULT_API);
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
};

export const configOf = (options: ParsedOptions): string | undefined =>
  text(options, "config") === undefined ? undefined : httpUrl(options, "config", "").href;

/** The appKey to send instead of the tenant's: given whole, or built from venue and terminal. */
export const appKeyOf = (options: ParsedOptions): string | undefined => {
  const given = text(options, "app-key");
  const venue = optionalId(options, "venue");
  const terminal = optionalId(options, "terminal");
  if (given !== undefined) {
    if (venue !== undefined || terminal !== undefined)
      throw new UsageError("--app-key cannot be given with --venue or --terminal");
    const decoded = decodeAppKey(given);
    if (decoded._tag === "Left")
      throw new UsageError(`--app-key must be base64 of the terminal JSON: ${decoded.left.reason}`);
    return given;
  }
  if (venue === undefined && terminal === undefined) return undefined;
  if (venue === undefined || terminal === undefined)
    throw new UsageError("--venue and --terminal go together");
  return encodeAppKey({
    SalesTerminalTypeId: terminal,
    MemberVenueId: venue,
    LocalTimeZone: TERMINAL_TIME_ZONE,
  });
};
