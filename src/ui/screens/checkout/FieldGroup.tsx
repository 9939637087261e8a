import type { FieldErrors, PurchaseField, PurchaseForm } from "../../../domain/purchaseForm.js";
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
  readonly fields: readonly PurchaseField[];
  readonly form: PurchaseForm;
  readonly errors: FieldErrors;
  readonly onChange: (change: Partial<PurchaseForm>) => void;
}) => (
  <fieldset className={styles.group}>
    <legend>{legend}</legend>
    {fields.map((field) => (
      <FormField
        key={field}
        name={field}
        value={form[field]}
        problem={errors[field]}
        onChange={(value) => {
          onChange({ [field]: value });
        }}
      />
    ))}
  </fieldset>
);
