import type { FieldErrors, PurchaseForm } from "../../../domain/purchaseForm.js";
import type { FieldSpec } from "./fields.js";
import { FormField } from "./FormField.js";
import styles from "./Checkout.module.css";

export const FieldGroup = ({
  legend,
  fields,
  form,
  errors,
  onChange,
}: {
  readonly legend: string;
  readonly fields: readonly FieldSpec[];
  readonly form: PurchaseForm;
  readonly errors: FieldErrors;
  readonly onChange: (change: Partial<PurchaseForm>) => void;
}) => (
  <fieldset className={styles.group}>
    <legend>{legend}</legend>
    {fields.map((field) => (
      <FormField
        key={field.name}
        field={field}
        value={form[field.name]}
        error={errors[field.name]}
        onChange={(value) => {
          onChange({ [field.name]: value });
        }}
      />
    ))}
  </fieldset>
);
