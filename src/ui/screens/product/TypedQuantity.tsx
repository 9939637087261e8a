import { useState, type SyntheticEvent } from "react";
import type { OrderLimitError } from "../../../domain/orderLimits.js";
import { useWords } from "../../app/WordsContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import styles from "./TicketCounters.module.css";

/** What was typed as a count: an empty field is no number, not zero. */
const typedNumber = (draft: string): number => (draft.trim() === "" ? Number.NaN : Number(draft));

/**
 * A group's quantity typed rather than tapped out. It is taken on Enter or on leaving the
 * field, not per key: "15" passes through "1", which a group minimum would refuse. A refused
 * number stays in the field with the reason beside it, and the tickets stay as they were.
 */
export const TypedQuantity = ({
  name,
  count,
  onType,
}: {
  readonly name: string;
  readonly count: number;
  readonly onType: (count: number) => Promise<OrderLimitError | null>;
}) => {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<OrderLimitError | null>(null);
  const words = useWords();
  const fieldId = `typed-${name.replace(/\W+/g, "-")}`;
  const errorId = `${fieldId}-error`;
  const commit = async () => {
    if (draft === null) return;
    const refused = await onType(typedNumber(draft));
    setProblem(refused);
    if (refused === null) setDraft(null);
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void commit();
  };
  return (
    <form className={styles.typed} onSubmit={submit}>
      <label htmlFor={fieldId}>{words("product.tickets.typeHowMany", { name })}</label>
      <input
        id={fieldId}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft ?? String(count)}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : errorId}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        onBlur={() => void commit()}
      />
      {problem === null ? null : (
        <div className={styles.typedProblem}>
          <ErrorMessage id={errorId} error={problem} />
        </div>
      )}
    </form>
  );
};
