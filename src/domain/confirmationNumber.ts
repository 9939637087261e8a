import * as E from "fp-ts/lib/Either.js";

/** Why a typed confirmation number is not looked up. */
export type ConfirmationNumberProblem =
  "CONFIRMATION_NUMBER_MISSING" | "CONFIRMATION_NUMBER_MALFORMED";

/** Letters, digits and hyphens, as printed on a confirmation; the wire takes up to 64. */
const CONFIRMATION_NUMBER = /^[A-Za-z0-9-]{4,64}$/;

/**
 * A confirmation number as a guest types it. Spaces anywhere are dropped, since a code read
 * from a printout is often typed in groups; anything else is kept as typed.
 */
export const parseConfirmationNumber = (
  typed: string,
): E.Either<ConfirmationNumberProblem, string> => {
  const code = typed.replace(/\s/g, "");
  if (code === "") return E.left("CONFIRMATION_NUMBER_MISSING");
  return CONFIRMATION_NUMBER.test(code) ? E.right(code) : E.left("CONFIRMATION_NUMBER_MALFORMED");
};
