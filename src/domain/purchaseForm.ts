import * as E from "fp-ts/lib/Either.js";
import { needsRegion } from "./regionCountries.js";
import type { Cart } from "./cart.js";
import type { Cents } from "./money.js";

/** The guest and card details of a purchase (spec §3 "Purchase form"). */
export interface PurchaseForm {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phoneNumber: string;
  readonly cardOwnerName: string;
  readonly cardNumber: string;
  readonly cardMonthExp: string;
  readonly cardYearExp: string;
  readonly cardCVV: string;
  readonly sendNotificationYN: boolean;
}

export type PurchaseField = Exclude<keyof PurchaseForm, "sendNotificationYN">;

/*
 * The form's fields are listed here once, in the order a guest fills them in (which is also
 * the order focus goes to errors); the storefront and the server both read these lists.
 */
export const contactFields: readonly PurchaseField[] = [
  "email",
  "firstName",
  "lastName",
  "phoneNumber",
];

// Country first: it decides whether a state is asked for and what the state list holds.
export const addressFields: readonly PurchaseField[] = [
  "country",
  "address1",
  "address2",
  "city",
  "state",
  "postalCode",
];

/** The card fields of the form: what a charge after the purchase (a changed visit) asks for. */
export type CardForm = Pick<
  PurchaseForm,
  "cardOwnerName" | "cardNumber" | "cardMonthExp" | "cardYearExp" | "cardCVV"
>;

/** Asked for, required and checked only when the order charges a card. */
export const cardFields: readonly (keyof CardForm)[] = [
  "cardOwnerName",
  "cardNumber",
  "cardMonthExp",
  "cardYearExp",
  "cardCVV",
];

/**
 * The form with its card fields empty: what a guest's return to checkout finds filled in. The
 * card is never kept: it is typed again for each purchase.
 */
export const withoutCard = (form: PurchaseForm): PurchaseForm => ({
  ...form,
  ...Object.fromEntries(cardFields.map((field) => [field, ""])),
});

const isCardField = (field: PurchaseField): field is keyof CardForm =>
  (cardFields as readonly PurchaseField[]).includes(field);

export const purchaseFields: readonly PurchaseField[] = [
  ...contactFields,
  ...addressFields,
  ...cardFields,
];

const optionalFields: readonly PurchaseField[] = ["address2"];

export const isOptionalField = (field: PurchaseField): boolean => optionalFields.includes(field);

/** The state is asked for only where the country's addresses have one (the United States). */
const isAskedFor = (field: PurchaseField, form: PurchaseForm): boolean =>
  field !== "state" || needsRegion(form.country);

export const emptyPurchaseForm: PurchaseForm = {
  email: "",
  firstName: "",
  lastName: "",
  address1: "",
  address2: "",
  city: "",
  state: "",
  postalCode: "",
  country: "",
  phoneNumber: "",
  cardOwnerName: "",
  cardNumber: "",
  cardMonthExp: "",
  cardYearExp: "",
  cardCVV: "",
  sendNotificationYN: false,
};

/** What is wrong with a field; the error catalogue (errors.ts) puts it into words. */
export type FieldProblem =
  | "REQUIRED"
  | "INVALID_EMAIL"
  | "CARD_NUMBER_INVALID"
  | "EXPIRY_MONTH_INVALID"
  | "EXPIRY_YEAR_INVALID"
  | "CARD_EXPIRED"
  | "CVV_INVALID";

/** At most one problem per field: the one the guest has to fix first. */
export type FieldErrors = Partial<Readonly<Record<PurchaseField, FieldProblem>>>;

/** A zero total (a city-pass exchange, a free promo) is confirmed without a card charge. */
export const isCardRequired = (total: Cents): boolean => total !== 0;

/** The checkout asks for a card unless the cart is priced at zero. */
export const isCardRequiredFor = (cart: Cart): boolean =>
  cart.kind === "empty" || isCardRequired(cart.priced.total);

export interface ValidationOptions {
  readonly cardRequired: boolean;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address of the shape the form takes: one "@", a dot after it, no spaces. */
export const isEmailAddress = (text: string): boolean => EMAIL_SHAPE.test(text.trim());

/** "1" to "12", with or without a leading zero. */
const EXPIRY_MONTH = /^(0?[1-9]|1[0-2])$/;

/** "27" or "2027". */
const EXPIRY_YEAR = /^\d{2}(\d{2})?$/;

export const digitsOf = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, "");

/** The Luhn check digit rule every card number satisfies. */
export const passesLuhn = (cardNumber: string): boolean => {
  const digits = digitsOf(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  const sum = Array.from(digits)
    .reverse()
    .reduce((acc, char, index) => {
      const digit = Number(char);
      const doubled = index % 2 === 1 ? digit * 2 : digit;
      const folded = doubled > 9 ? doubled - 9 : doubled;
      // Stryker disable next-line ArithmeticOperator: subtracting every digit gives minus the sum, a multiple of 10 exactly when the sum is
      return acc + folded;
    }, 0);
  return sum % 10 === 0;
};

/** A card is valid through the last day of its expiry month. `today` is "yyyy-MM-dd". */
export const isExpiryInFuture = (month: string, year: string, today: string): boolean => {
  if (!/^\d{1,2}$/.test(month) || !/^\d{2}(\d{2})?$/.test(year)) return false;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return false;
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const expiry = fullYear * 100 + monthNumber;
  const current = Number(today.slice(0, 4)) * 100 + Number(today.slice(5, 7));
  return expiry >= current;
};

/*
 * The format checks leave blank fields alone without saying so: every field they check is
 * required, and "REQUIRED" replaces whatever they found (validatePurchaseForm spreads it last).
 */
const emailCheck = (form: PurchaseForm): FieldErrors =>
  isEmailAddress(form.email) ? {} : { email: "INVALID_EMAIL" };

const cardChecks = (form: CardForm, today: string): FieldErrors => {
  const month = form.cardMonthExp.trim();
  const year = form.cardYearExp.trim();
  return {
    ...(passesLuhn(form.cardNumber) ? {} : { cardNumber: "CARD_NUMBER_INVALID" }),
    ...(EXPIRY_MONTH.test(month) ? {} : { cardMonthExp: "EXPIRY_MONTH_INVALID" }),
    ...(EXPIRY_YEAR.test(year) ? {} : { cardYearExp: "EXPIRY_YEAR_INVALID" }),
    ...(EXPIRY_MONTH.test(month) && EXPIRY_YEAR.test(year) && !isExpiryInFuture(month, year, today)
      ? { cardYearExp: "CARD_EXPIRED" }
      : {}),
    ...(/^\d{3,4}$/.test(form.cardCVV.trim()) ? {} : { cardCVV: "CVV_INVALID" }),
  };
};

/**
 * Checks a form before it is sent; every problem is reported against its own field. Without
 * a card charge the card fields are neither required nor checked.
 */
export const validatePurchaseForm = (
  form: PurchaseForm,
  today: string,
  options: ValidationOptions = { cardRequired: true },
): E.Either<FieldErrors, PurchaseForm> => {
  const required = purchaseFields.filter(
    (field) =>
      !isOptionalField(field) &&
      isAskedFor(field, form) &&
      (options.cardRequired || !isCardField(field)),
  );
  const missing: FieldErrors = Object.fromEntries(
    required
      .filter((field) => form[field].trim() === "")
      .map((field): [PurchaseField, FieldProblem] => [field, "REQUIRED"]),
  );
  const errors: FieldErrors = {
    ...emailCheck(form),
    ...(options.cardRequired ? cardChecks(form, today) : {}),
    ...missing,
  };
  return Object.keys(errors).length === 0 ? E.right(form) : E.left(errors);
};

/** Checks a card on its own, as the checkout checks its card fields: all required. */
export const validateCard = (card: CardForm, today: string): E.Either<FieldErrors, CardForm> => {
  const missing: FieldErrors = Object.fromEntries(
    cardFields
      .filter((field) => card[field].trim() === "")
      .map((field): [PurchaseField, FieldProblem] => [field, "REQUIRED"]),
  );
  const errors: FieldErrors = { ...cardChecks(card, today), ...missing };
  return Object.keys(errors).length === 0 ? E.right(card) : E.left(errors);
};
