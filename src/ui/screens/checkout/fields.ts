import type { HTMLAttributes } from "react";
import { needsRegion, regionLabelOf } from "../../../domain/addressRegions.js";
import type { PurchaseField, PurchaseForm } from "../../../domain/purchaseForm.js";
import type { GuestWords } from "../../../domain/words/words.js";

/** How a field looks and what the browser may fill in; which fields exist is the domain's. */
export interface FieldPresentation {
  readonly autoComplete: string;
  readonly type?: "email" | "tel" | "text";
  readonly inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
}

export const fieldPresentation: Readonly<Record<PurchaseField, FieldPresentation>> = {
  email: { autoComplete: "email", type: "email", inputMode: "email" },
  firstName: { autoComplete: "given-name" },
  lastName: { autoComplete: "family-name" },
  phoneNumber: { autoComplete: "tel", type: "tel", inputMode: "tel" },
  address1: { autoComplete: "address-line1" },
  address2: { autoComplete: "address-line2" },
  city: { autoComplete: "address-level2" },
  state: { autoComplete: "address-level1" },
  postalCode: { autoComplete: "postal-code" },
  country: { autoComplete: "country" },
  cardOwnerName: { autoComplete: "cc-name" },
  cardNumber: { autoComplete: "cc-number", inputMode: "numeric" },
  cardMonthExp: { autoComplete: "cc-exp", inputMode: "numeric" },
  cardYearExp: { autoComplete: "cc-exp", inputMode: "numeric" },
  cardCVV: { autoComplete: "cc-csc", inputMode: "numeric" },
};

/** Each field's label in the words catalogue; the state's depends on the country. */
const labelKeys = {
  email: "checkout.field.email",
  firstName: "checkout.field.firstName",
  lastName: "checkout.field.lastName",
  phoneNumber: "checkout.field.phone",
  address1: "checkout.field.address",
  address2: "checkout.field.address2",
  city: "checkout.field.city",
  postalCode: "checkout.field.postalCode",
  country: "checkout.field.country",
  cardOwnerName: "checkout.field.cardOwnerName",
  cardNumber: "checkout.field.cardNumber",
  cardMonthExp: "checkout.field.expiry",
  cardYearExp: "checkout.field.expiry",
  cardCVV: "checkout.field.cvv",
} as const satisfies Record<Exclude<PurchaseField, "state">, string>;

/** The expiry's month and year are typed into one field, named after the month. */
const shownAs = (name: PurchaseField): PurchaseField =>
  name === "cardYearExp" ? "cardMonthExp" : name;

export const fieldId = (name: PurchaseField) => `checkout-${shownAs(name)}`;

/**
 * Each field's label as the form shows it, in the guest's language: a Canadian address's
 * state is its province.
 */
export const fieldLabels =
  (words: GuestWords) =>
  (name: PurchaseField, form: PurchaseForm): string =>
    name === "state" ? regionLabelOf(form.country, words) : words(labelKeys[name]);

/** The fields the form shows: one expiry field, and a state only where the country has one. */
export const shownFields = (
  fields: readonly PurchaseField[],
  form: PurchaseForm,
): readonly PurchaseField[] =>
  fields.filter(
    (field) => field !== "cardYearExp" && (field !== "state" || needsRegion(form.country)),
  );
