import { useObservableEagerState } from "observable-hooks";
import { useState } from "react";
import { isComplete, type ChangeVisitState } from "../../../application/changeVisit/changeVisit.js";
import { isChangeable, type ChangeVisitQuote } from "../../../domain/order.js";
import { cardFields, emptyPurchaseForm, type PurchaseForm } from "../../../domain/purchaseForm.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";
import { Button } from "../../components/Button.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { FieldGroup } from "../checkout/FieldGroup.js";
import choiceStyles from "./CancelSomeTickets.module.css";
import styles from "./ChangeVisit.module.css";
import { NewVisitTime } from "./NewVisitTime.js";
import { TicketRow } from "./TicketRow.js";

type ChoosingState = Exclude<ChangeVisitState, { status: "closed" | "changed" }>;

/** "You pay $4.00 more.", "You get $6.00 back." or "The new time costs the same." */
const Difference = ({ quote }: { readonly quote: ChangeVisitQuote }) => {
  const words = useWords();
  const formats = useFormats();
  return (
    <p>
      <strong>
        {quote.amountDue > 0
          ? words("selfService.change.amountDue", { amount: formats.price(quote.amountDue) })
          : quote.refund > 0
            ? words("selfService.change.refund", { refund: formats.price(quote.refund) })
            : words("selfService.change.same")}
      </strong>
    </p>
  );
};

/**
 * The order's tickets to choose from, the new date and entry time, what the change costs or
 * gives back, a card when it costs more, and the confirmation. A changed choice drops the
 * difference shown, so the guest confirms the amount they read.
 */
export const VisitChoice = ({
  id,
  state,
}: {
  readonly id: string;
  readonly state: ChoosingState;
}) => {
  const { changeVisit, cancellation } = useLaterUseCases();
  const calendar = useObservableEagerState(changeVisit.calendar$);
  // What the guest typed stays through a declined card, to correct and send again.
  const [card, setCard] = useState<PurchaseForm>(emptyPurchaseForm);
  const words = useWords();
  const chosen = new Set(state.chosen);
  const confirm = async () => {
    await changeVisit.confirm(card);
    if (changeVisit.current().status === "changed") await cancellation.refresh();
  };
  const quote = state.status === "quoted" || state.status === "changing" ? state.quote : null;
  return (
    <div id={id} className={choiceStyles.choice}>
      <fieldset className={choiceStyles.tickets}>
        <legend>{words("selfService.change.legend")}</legend>
        {(state.order.tickets ?? []).map((ticket) => (
          <TicketRow
            key={ticket.ticketId}
            ticket={ticket}
            chosen={chosen.has(ticket.ticketId)}
            available={isChangeable(ticket)}
            unavailableNote={words("selfService.change.notChangeable")}
            onChoose={(ticketId, chose) => void changeVisit.choose(ticketId, chose)}
          />
        ))}
      </fieldset>
      <NewVisitTime choice={state} />
      {state.status === "refused" ? (
        <div className={choiceStyles.error}>
          <ErrorMessage error={state.error} />
        </div>
      ) : null}
      <div role="status" className={choiceStyles.quote}>
        {quote === null ? null : <Difference quote={quote} />}
      </div>
      {quote !== null && quote.amountDue > 0 ? (
        <div className={styles.card}>
          <FieldGroup
            legend={words("selfService.change.card")}
            fields={cardFields}
            form={card}
            errors={(state.status === "quoted" ? state.cardErrors : null) ?? {}}
            onChange={(patch) => {
              setCard((typed) => ({ ...typed, ...patch }));
            }}
          />
        </div>
      ) : null}
      {quote === null ? (
        <Button
          unavailable={!isComplete(state, calendar)}
          busyLabel={state.status === "quoting" ? words("selfService.change.quoting") : undefined}
          onClick={() => void changeVisit.quote()}
        >
          {words("selfService.change.quote")}
        </Button>
      ) : (
        <Button
          unavailable={false}
          busyLabel={state.status === "changing" ? words("selfService.change.changing") : undefined}
          onClick={() => void confirm()}
        >
          {words("selfService.change.confirm", { count: state.chosen.length })}
        </Button>
      )}
    </div>
  );
};
