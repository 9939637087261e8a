import { parseArgs } from "node:util";
import { isBrandKey, type BrandKey } from "../../domain/brand.js";

/** The CLI's words, each option once, so every command's --help reads the same. */
export const optionSpecs = {
  api: { type: "string", description: "the API to drive (default http://localhost:8080)" },
  client: { type: "string", description: "tenant: sn or cgg (default: what the API's host says)" },
  json: { type: "boolean", description: "print one JSON object instead of lines" },
  help: { type: "boolean", description: "show this command's help" },
  product: { type: "string", description: "product id" },
  date: { type: "string", description: "visit date, yyyy-MM-dd (default: the first date on sale)" },
  slot: {
    type: "string",
    description: "entry-time slot (inventory) id (default: the first with room)",
  },
  tickets: {
    type: "string",
    description: 'ticket types and counts, "discountId:count,…" (default: one of the first type)',
  },
  group: {
    type: "boolean",
    description: "group sale (the group-sale key and FE_isGroupSale=true)",
  },
  email: { type: "string", description: "guest e-mail" },
  card: {
    type: "string",
    description: "card number (default 4242 4242 4242 4242, the approving test card)",
  },
  order: { type: "string", description: "order number" },
  confirmation: { type: "string", description: "order confirmation number" },
  code: { type: "string", description: "promo code or hyperlink code" },
  barcode: { type: "string", description: "city-pass barcode" },
  category: { type: "string", description: "tab slug: main, other-attractions, events, groups" },
} as const;

export type OptionName = keyof typeof optionSpecs;

export type ParsedOptions = Partial<Record<OptionName, string | boolean>>;

export const parseCommandLine = (argv: readonly string[]) => {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: Object.fromEntries(
      Object.entries(optionSpecs).map(([name, spec]) => [name, { type: spec.type }]),
    ),
    allowPositionals: true,
    strict: true,
  });
  return { command: positionals[0], extra: positionals.slice(1), options: values as ParsedOptions };
};

/** A bad option value: reported as one line, exit code 2. */
export class UsageError extends Error {}

export const text = (options: ParsedOptions, name: OptionName): string | undefined => {
  const value = options[name];
  return typeof value === "string" ? value : undefined;
};

export const requiredText = (options: ParsedOptions, name: OptionName): string => {
  const value = text(options, name);
  if (value === undefined || value.trim() === "") throw new UsageError(`--${name} is required`);
  return value.trim();
};

export const positiveInt = (value: string, name: string): number => {
  if (!/^[1-9]\d{0,15}$/.test(value))
    throw new UsageError(`--${name} must be a positive whole number, not "${value}"`);
  return Number(value);
};

export const clientOf = (options: ParsedOptions): BrandKey | undefined => {
  const client = text(options, "client");
  if (client === undefined) return undefined;
  if (!isBrandKey(client)) throw new UsageError(`--client must be sn or cgg, not "${client}"`);
  return client;
};

/** "1011:2,1012:1" → [[1011, 2], [1012, 1]]. */
export const ticketCounts = (value: string): [number, number][] =>
  value.split(",").map((pair) => {
    const match = /^\s*([1-9]\d*)\s*:\s*([1-9]\d*)\s*$/.exec(pair);
    if (match === null)
      throw new UsageError(`--tickets must look like "1011:2,1012:1", not "${value}"`);
    return [Number(match[1]), Number(match[2])];
  });
