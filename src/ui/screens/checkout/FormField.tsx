import {
  isOptionalField,
  type FieldProblem,
  type PurchaseField,
} from "../../../domain/purchaseForm.js";
import { FieldErrorMessage } from "../../components/ErrorMessage.js";
import { fieldId, fieldPresentation } from "./fields.js";
import styles from "./Checkout.module.css";

/** A labelled input with its own error, read out with the field. */
export const FormField = ({
  name,
  value,
  problem,
  onChange,
}: {
  readonly name: PurchaseField;
  readonly value: string;
  readonly problem: FieldProblem | undefined;
  readonly onChange: (value: string) => void;
}) => {
  const field = fieldPresentation[name];
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const optional = isOptionalField(name);
  const describedBy = [optional ? hintId : null, problem === undefined ? null : errorId]
    .filter((part) => part !== null)
    .join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{field.label}</label>
      {optional ? (
        <span id={hintId} className={styles.optional}>
          Optional
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        type={field.type ?? "text"}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        required={!optional}
        value={value}
        aria-invalid={problem !== undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {problem === undefined ? null : (
        <FieldErrorMessage id={errorId} className={styles.fieldError} problem={problem} />
      )}
    </div>
  );
};
