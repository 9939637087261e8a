import { fieldId, type FieldSpec } from "./fields.js";
import styles from "./Checkout.module.css";

/** A labelled input with its own error, read out with the field. */
export const FormField = ({
  field,
  value,
  error,
  onChange,
}: {
  readonly field: FieldSpec;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}) => {
  const id = fieldId(field.name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const optional = field.optional === true;
  const describedBy = [optional ? hintId : null, error === undefined ? null : errorId]
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
        name={field.name}
        type={field.type ?? "text"}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        required={!optional}
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {error === undefined ? null : (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
};
