import type * as t from "io-ts";

// io-ts's own codecs carry a `_tag`; one built with `new t.Type` has none.
const combinators: ReadonlySet<string | undefined> = new Set(["UnionType", "IntersectionType"]);

// A union or intersection adds its member's index to io-ts's context; a field path skips it.
const isCombinator = (type: t.Decoder<unknown, unknown>): boolean =>
  combinators.has((type as { readonly _tag?: string })._tag);

/** The dotted path of a decode failure's field, e.g. "products.0.name". */
export const pathOf = (context: t.Context): string =>
  context
    .flatMap((entry, index) => {
      // The first entry is the whole value, which has no key of its own.
      const parent = context[index - 1];
      return parent === undefined || isCombinator(parent.type) ? [] : [entry.key];
    })
    .join(".");

/** The field of the first decode failure, or "(answer)" when the whole answer is wrong. */
export const describePath = (errors: t.Errors): string => {
  const first = errors[0];
  if (first === undefined) return "(answer)";
  const path = pathOf(first.context);
  return path === "" ? "(answer)" : path;
};
