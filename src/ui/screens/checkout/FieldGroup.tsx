import { useCallback } from "react";
import { countriesIn, regionFor, regionsOf } from "../../../domain/addressRegions.js";
import type { FieldErrors, PurchaseField, PurchaseForm } from "../../../domain/purchaseForm.js";
import { CardNumberField, ExpiryField, SelectField, TextField } from "./FieldControls.js";
import { fieldLabels, shownFields } from "./fields.js";
import styles from "./Checkout.module.css";
import { useLocale, useWords } from "../../app/WordsContext.js";

interface GroupProps {
  readonly form: PurchaseForm;
  readonly errors: FieldErrors;
  readonly onChange: (change: Partial<PurchaseForm>) => void;
}

/** The control a field is typed or chosen with. */
const FieldControl = ({ field, form, errors, onChange }: GroupProps & { field: PurchaseField }) => {
  const labelOf = fieldLabels(useWords());
  const locale = useLocale();
  const common = { name: field, label: labelOf(field, form), problem: errors[field] };
  // Kept from draw to draw, so a control whose own value has not changed is not drawn again as
  // the guest types in another (the country and state lists are 100-odd options).
  const set = useCallback(
    (value: string) => {
      onChange({ [field]: value });
    },
    [field, onChange],
  );
  const chooseCountry = useCallback(
    (country: string) => {
      onChange({ country, state: regionFor(country, form.state) });
    },
    [onChange, form.state],
  );
  switch (field) {
    case "country":
      return (
        <SelectField
          {...common}
          value={form.country}
          places={countriesIn(locale)}
          onChange={chooseCountry}
        />
      );
    case "state":
      return (
        <SelectField
          {...common}
          value={form.state}
          places={regionsOf(form.country)}
          onChange={set}
        />
      );
    case "cardNumber":
      return <CardNumberField {...common} value={form.cardNumber} onChange={set} />;
    case "cardMonthExp":
      return (
        <ExpiryField
          label={common.label}
          value={{ cardMonthExp: form.cardMonthExp, cardYearExp: form.cardYearExp }}
          problem={errors.cardMonthExp ?? errors.cardYearExp}
          onChange={onChange}
        />
      );
    default:
      return <TextField {...common} value={form[field]} onChange={set} />;
  }
};

export const FieldGroup = ({
  legend,
  fields,
  ...group
}: GroupProps & { readonly legend: string; readonly fields: readonly PurchaseField[] }) => (
  <fieldset className={styles.group}>
    <legend>{legend}</legend>
    {shownFields(fields, group.form).map((field) => (
      <FieldControl key={field} field={field} {...group} />
    ))}
  </fieldset>
);
