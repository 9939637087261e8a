import type { HTMLAttributes } from "react";
import { needsRegion, regionLabelOf } from "../../../domain/addressRegions.js";
import type { PurchaseField, PurchaseForm } from "../../../domain/purchaseForm.js";

/** How a field looks and what the browser may fill in; which fields exist is the domain's. */
export interface FieldPresentation {
  readonly label: string;
  readonly autoComplete: string;
  readonly type?: "email" | "tel" | "text";
  readonly inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
}

export const fieldPresentation: Readonly<Record<PurchaseField, FieldPresentation>> = {
  email: { label: "Email", autoComplete: "email", type: "email", inputMode: "email" },
  firstName: { label: "First name", autoComplete: "given-name" },
  lastName: { label: "Last name", autoComplete: "family-name" },
  phoneNumber: { label: "Phone", autoComplete: "tel", type: "tel", inputMode: "tel" },
  address1: { label: "Address", autoComplete: "address-line1" },
  address2: { label: "Address line 2", autoComplete: "address-line2" },
  city: { label: "City", autoComplete: "address-level2" },
  state: { label: "State", autoComplete: "address-level1" },
  postalCode: { label: "Postal code", autoComplete: "postal-code" },
  country: { label: "Country", autoComplete: "country" },
  cardOwnerName: { label: "Name on card", autoComplete: "cc-name" },
  cardNumber: { label: "Card number", autoComplete: "cc-number", inputMode: "numeric" },
  cardMonthExp: { label: "Expiry date (MM/YY)", autoComplete: "cc-exp", inputMode: "numeric" },
  cardYearExp: { label: "Expiry date (MM/YY)", autoComplete: "cc-exp", inputMode: "numeric" },
  cardCVV: { label: "CVV", autoComplete: "cc-csc", inputMode: "numeric" },
};

/** The expiry's month and year are typed into one field, named after the month. */
const shownAs = (name: PurchaseField): PurchaseField =>
  name === "cardYearExp" ? "cardMonthExp" : name;

export const fieldId = (name: PurchaseField) => `checkout-${shownAs(name)}`;

/** The field's label as the form shows it: a Canadian address's state is its province. */
export const labelOf = (name: PurchaseField, form: PurchaseForm): string =>
  name === "state" ? regionLabelOf(form.country) : fieldPresentation[name].label;

/** The fields the form shows: one expiry field, and a state only where the country has one. */
export const shownFields = (
  fields: readonly PurchaseField[],
  form: PurchaseForm,
): readonly PurchaseField[] =>
  fields.filter(
    (field) => field !== "cardYearExp" && (field !== "state" || needsRegion(form.country)),
  );
