import type { ReactNode } from "react";
import {
  isOptionalField,
  type FieldProblem,
  type PurchaseField,
} from "../../../domain/purchaseForm.js";
import { FieldErrorMessage } from "../../components/ErrorMessage.js";
import { fieldId } from "./fields.js";
import styles from "./Checkout.module.css";
import { useWords } from "../../app/WordsContext.js";

/** What every control of the form carries: its id, whether it is wrong, and what describes it. */
export interface ControlProps {
  readonly id: string;
  readonly name: PurchaseField;
  readonly required: boolean;
  readonly "aria-invalid": boolean;
  readonly "aria-describedby": string | undefined;
}

/**
 * A labelled control with its own error, read out with the field; `note` is shown under the
 * control and read with it too (a card's brand).
 */
export const FormField = ({
  name,
  label,
  problem,
  note,
  children,
}: {
  readonly name: PurchaseField;
  readonly label: string;
  readonly problem: FieldProblem | undefined;
  readonly note?: ReactNode;
  readonly children: (control: ControlProps) => ReactNode;
}) => {
  const words = useWords();
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const optional = isOptionalField(name);
  const describedBy = [
    optional ? hintId : null,
    note === undefined ? null : noteId,
    problem === undefined ? null : errorId,
  ]
    .filter((part) => part !== null)
    .join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {optional ? (
        <span id={hintId} className={styles.optional}>
          {words("checkout.field.optional")}
        </span>
      ) : null}
      {children({
        id,
        name,
        required: !optional,
        "aria-invalid": problem !== undefined,
        "aria-describedby": describedBy === "" ? undefined : describedBy,
      })}
      {note === undefined ? null : (
        <span id={noteId} className={styles.note}>
          {note}
        </span>
      )}
      {problem === undefined ? null : (
        <FieldErrorMessage id={errorId} className={styles.fieldError} problem={problem} />
      )}
    </div>
  );
};
