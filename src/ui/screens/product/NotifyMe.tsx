import { useObservableEagerState } from "observable-hooks";
import { useEffect, useState, type SubmitEvent } from "react";
import type { TicketingView } from "../../../application/ticketing/ticketing.js";
import type { Inventory } from "../../../domain/ticketingState.js";
import { waitingParty } from "../../../domain/waitingParty.js";
import { useSetup } from "../../app/SetupContext.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";
import { Button } from "../../components/Button.js";
import { ErrorMessage, FieldErrorMessage } from "../../components/ErrorMessage.js";
import styles from "./EntryTimes.module.css";

/**
 * "Notify me" on the entry times too full for the party's `tickets` (issue 29): the guest
 * chooses one, gives an e-mail and joins its waiting list with the tickets they chose. What
 * happens next is said once they have joined; a refusal is said beside the button.
 */
export const NotifyMe = ({
  view,
  full,
  tickets,
}: {
  readonly view: TicketingView;
  readonly full: readonly Inventory[];
  readonly tickets: number;
}) => {
  const { joinWaitingList } = useLaterUseCases();
  const { tenant } = useSetup();
  const state = useObservableEagerState(joinWaitingList.state$);
  const [open, setOpen] = useState(false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [email, setEmail] = useState("");
  const words = useWords();
  const formats = useFormats();
  // What was joined or refused belongs to this page: another product starts afresh.
  useEffect(() => joinWaitingList.reset, [joinWaitingList]);
  const slot = full.find((each) => each.inventoryId === chosenId) ?? full[0];
  const { product, activeDate } = view;
  if (slot === undefined || product === null || activeDate === null) return null;

  if (state.status === "joined") {
    return (
      <p role="status" className={styles.waitingList}>
        {words("waitingList.notify.joined", {
          time: formats.slotTimes(slot),
          count: state.entry.partySize,
          email: state.email,
        })}
      </p>
    );
  }
  if (!open) {
    return (
      <p className={styles.waitingList}>
        {words("waitingList.notify.full")}{" "}
        <Button
          unavailable={false}
          onClick={() => {
            setOpen(true);
          }}
        >
          {words("waitingList.notify.open")}
        </Button>
      </p>
    );
  }
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const party = waitingParty(product, activeDate, view.selectedDiscounts, slot);
    void joinWaitingList.join({ tenant, saleKind: view.saleKind, products: [party] }, email);
  };
  const invalidEmail = state.status === "invalidEmail";
  return (
    <form className={styles.waitingList} onSubmit={submit} noValidate>
      <p>{words("waitingList.notify.intro", { count: tickets })}</p>
      <fieldset className={styles.choices}>
        <legend>{words("waitingList.notify.time")}</legend>
        {full.map((each) => (
          <label key={each.inventoryId} className={styles.choice}>
            <input
              type="radio"
              name="waiting-list-time"
              checked={each === slot}
              onChange={() => {
                setChosenId(each.inventoryId);
              }}
            />
            {formats.slotTimes(each)}
          </label>
        ))}
      </fieldset>
      <div className={styles.email}>
        <label htmlFor="waiting-list-email">{words("waitingList.notify.email")}</label>
        <input
          id="waiting-list-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={invalidEmail}
          aria-describedby={invalidEmail ? "waiting-list-email-error" : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        {invalidEmail ? (
          <FieldErrorMessage
            problem="INVALID_EMAIL"
            id="waiting-list-email-error"
            className={styles.emailError}
          />
        ) : null}
      </div>
      {state.status === "refused" ? <ErrorMessage error={state.error} /> : null}
      <Button
        type="submit"
        unavailable={false}
        busyLabel={state.status === "joining" ? words("waitingList.notify.joining") : undefined}
      >
        {words("waitingList.notify.submit")}
      </Button>
    </form>
  );
};
