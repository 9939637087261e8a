import * as E from "fp-ts/lib/Either.js";
import { WireCode } from "#contract/failure.js";
import { describeFieldErrors } from "../../../src/domain/errorMessages.js";
import { validatePurchaseForm, type PurchaseForm } from "../../../src/domain/purchaseForm.js";
import { venueDate } from "../../../src/domain/venueTime.js";
import { invalidRequest, type Failure } from "../core/failure.js";

const CART_TOKEN = /^[\x21-\x7e]{1,200}$/;

/**
 * A purchase carries the cart token the storefront's configuration gave it (spec §6), and so do
 * the hold it pays for and the hold's extension: a pending order answers only to its cart.
 */
export const checkCartToken = (
  header: string | string[] | undefined,
): E.Either<Failure, string> => {
  if (header === undefined || header === "") {
    return E.left<Failure>({
      status: 403,
      Code: WireCode.CartTokenMissing,
      message: "The carttoken header is required.",
    });
  }
  return typeof header === "string" && CART_TOKEN.test(header)
    ? E.right(header)
    : invalidRequest("The carttoken header must be 1 to 200 visible characters.");
};

/**
 * The storefront's own check of the form: a zero-total order takes no card, so its card fields
 * are neither required nor checked. The answer names each field and what is wrong with it,
 * never a value (it may be a card number).
 */
export const checkForm = (
  form: PurchaseForm,
  now: Date,
  cardRequired: boolean,
): E.Either<Failure, null> => {
  const checked = validatePurchaseForm(form, venueDate(now), { cardRequired });
  return E.isRight(checked)
    ? E.right(null)
    : invalidRequest(
        `The purchase form is not valid: ${describeFieldErrors(checked.left).join(" ")}`,
      );
};
