import type * as t from "io-ts";
import { pathOf } from "#contract/decodePath.js";

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
