import * as E from "fp-ts/lib/Either.js";
import { useRef, useState, type SubmitEvent } from "react";
import { useLocation } from "wouter";
import {
  parseConfirmationNumber,
  type ConfirmationNumberProblem,
} from "../../../domain/confirmationNumber.js";
import { viewTicketsPath } from "../../../domain/pagePaths.js";
import { ConfirmationNumberProblemText } from "../../components/ErrorMessage.js";
import styles from "./ViewTickets.module.css";
import fields from "../../theme/fields.module.css";
import { useWords } from "../../app/WordsContext.js";

const FIELD_ID = "confirmation-number";
const ERROR_ID = "confirmation-number-error";

/**
 * Another try at the tickets, with the number as the guest has it on their confirmation. The
 * same number again loads again (after UNEXPECTED_ERROR that is the retry); a new one moves
 * the address, so the page can be bookmarked or shared.
 */
export const ConfirmationNumberForm = ({
  shown,
  reload,
}: {
  readonly shown: string | null;
  readonly reload: (orderConfirmation: string) => void;
}) => {
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(shown ?? "");
  const [problem, setProblem] = useState<ConfirmationNumberProblem | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const words = useWords();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = parseConfirmationNumber(typed);
    if (E.isLeft(parsed)) {
      setProblem(parsed.left);
      field.current?.focus();
      return;
    }
    setProblem(null);
    if (parsed.right === shown) reload(parsed.right);
    else navigate(viewTicketsPath(parsed.right));
  };

  return (
    <form
      className={styles.lookup}
      onSubmit={submit}
      noValidate
      aria-label={words("tickets.lookup.label")}
    >
      <div className={fields.field}>
        <label htmlFor={FIELD_ID}>{words("tickets.lookup.confirmationNumber")}</label>
        <input
          id={FIELD_ID}
          ref={field}
          name="orderConfirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={typed}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : ERROR_ID}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        {problem === null ? null : (
          <p id={ERROR_ID} className={fields.fieldError}>
            <ConfirmationNumberProblemText problem={problem} />
          </p>
        )}
      </div>
      <button type="submit">{words("tickets.lookup.show")}</button>
    </form>
  );
};
