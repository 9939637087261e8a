import type * as t from "io-ts";

const combinators = new Set(["UnionType", "IntersectionType"]);

// A union or intersection adds its member's index to the path; the field path skips it.
const isCombinator = (type: t.Decoder<unknown, unknown> | undefined): boolean =>
  combinators.has((type as { _tag?: string } | undefined)?._tag ?? "");

const pathOf = (context: t.Context): string =>
  context
    .filter((_entry, index) => index > 0 && !isCombinator(context[index - 1]?.type))
    .map((entry) => entry.key)
    .join(".");

/**
 * Names the fields that failed to decode, never their values: a request body holds card
 * numbers and e-mail addresses, and this message is both answered and logged.
 */
export const describeDecodeErrors = (part: string, errors: t.Errors): string => {
  const problems = errors.map((error) => {
    const path = pathOf(error.context);
    const expected = error.context.at(-1)?.type.name ?? "a valid value";
    return `${path === "" ? part : `${part}.${path}`} must be ${expected}`;
  });
  return `Invalid request: ${[...new Set(problems)].slice(0, 5).join("; ")}`;
};
