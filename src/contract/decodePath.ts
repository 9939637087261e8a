import type * as t from "io-ts";

const combinators = new Set(["UnionType", "IntersectionType"]);

// A union or intersection adds its member's index to io-ts's context; a field path skips it.
const isCombinator = (type: t.Decoder<unknown, unknown> | undefined): boolean =>
  combinators.has((type as { _tag?: string } | undefined)?._tag ?? "");

/** The dotted path of a decode failure's field, e.g. "products.0.name". */
export const pathOf = (context: t.Context): string =>
  context
    .filter((_entry, index) => index > 0 && !isCombinator(context[index - 1]?.type))
    .map((entry) => entry.key)
    .join(".");

/** The field of the first decode failure, or "(answer)" when the whole answer is wrong. */
export const describePath = (errors: t.Errors): string => {
  const first = errors[0];
  if (first === undefined) return "(answer)";
  const path = pathOf(first.context);
  return path === "" ? "(answer)" : path;
};
