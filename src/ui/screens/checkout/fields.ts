import type { HTMLAttributes } from "react";
import type { PurchaseField, PurchaseForm } from "../../../domain/purchaseForm.js";

export interface FieldSpec {
  readonly name: PurchaseField;
  readonly label: string;
  readonly autoComplete: string;
  readonly type?: "email" | "tel" | "text";
  readonly inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  readonly optional?: boolean;
}

/** Fields in the order a guest fills them in, which is also the order focus goes to errors. */
export const guestFields: readonly FieldSpec[] = [
  { name: "email", label: "Email", autoComplete: "email", type: "email", inputMode: "email" },
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "phoneNumber", label: "Phone", autoComplete: "tel", type: "tel", inputMode: "tel" },
];

export const addressFields: readonly FieldSpec[] = [
  { name: "address1", label: "Address", autoComplete: "address-line1" },
  { name: "address2", label: "Address line 2", autoComplete: "address-line2", optional: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "postalCode", label: "Postal code", autoComplete: "postal-code" },
  { name: "country", label: "Country", autoComplete: "country" },
];

export const cardFields: readonly FieldSpec[] = [
  { name: "cardOwnerName", label: "Name on card", autoComplete: "cc-name" },
  { name: "cardNumber", label: "Card number", autoComplete: "cc-number", inputMode: "numeric" },
  {
    name: "cardMonthExp",
    label: "Expiry month",
    autoComplete: "cc-exp-month",
    inputMode: "numeric",
  },
  { name: "cardYearExp", label: "Expiry year", autoComplete: "cc-exp-year", inputMode: "numeric" },
  { name: "cardCVV", label: "CVV", autoComplete: "cc-csc", inputMode: "numeric" },
];

export const fieldId = (name: PurchaseField) => `checkout-${name}`;

export const emptyForm: PurchaseForm = {
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
