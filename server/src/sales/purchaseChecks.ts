import * as E from "fp-ts/lib/Either.js";
import { WireCode } from "#contract/failure.js";
import {
  validatePurchaseForm,
  type FieldErrors,
  type PurchaseField,
  type PurchaseForm,
} from "../../../src/domain/purchaseForm.js";
import { venueDate } from "../../../src/domain/venueTime.js";
import { invalidRequest, type Failure } from "../http/failure.js";

const CART_TOKEN = /^[\x21-\x7e]{1,200}$/;

export const CARD_FIELDS: readonly PurchaseField[] = [
  "cardOwnerName",
  "cardNumber",
  "cardMonthExp",
  "cardYearExp",
  "cardCVV",
];

/** A purchase carries the cart token the storefront's configuration gave it (spec §6). */
export const checkCartToken = (header: string | string[] | undefined): E.Either<Failure, null> => {
  if (header === undefined || header === "") {
    return E.left<Failure>({
      status: 403,
      Code: WireCode.CartTokenMissing,
      message: "The carttoken header is required.",
    });
  }
  return typeof header === "string" && CART_TOKEN.test(header)
    ? E.right(null)
    : invalidRequest("The carttoken header must be 1 to 200 visible characters.");
};

/** Names each field and what is wrong with it; never a value (it may be a card number). */
const formFailure = (errors: FieldErrors) =>
  invalidRequest(
    `The purchase form is not valid: ${Object.entries(errors)
      .map(([field, problem]) => `${field}: ${problem}`)
      .join(" ")}`,
  );

export const checkForm = (
  form: PurchaseForm,
  now: Date,
  ignored: readonly PurchaseField[],
): E.Either<Failure, null> => {
  const checked = validatePurchaseForm(form, venueDate(now));
  if (E.isRight(checked)) return E.right(null);
  const errors = Object.fromEntries(
    Object.entries(checked.left).filter(([field]) => !ignored.includes(field as PurchaseField)),
  );
  return Object.keys(errors).length === 0 ? E.right(null) : formFailure(errors);
};
