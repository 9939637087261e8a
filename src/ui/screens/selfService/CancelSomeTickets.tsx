import { useObservableEagerState } from "observable-hooks";
import { useEffect } from "react";
import { offers } from "../../../domain/extensions.js";
import { offersCancellingSome, type OrderSummary } from "../../../domain/order.js";
import { useSetup } from "../../app/SetupContext.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import styles from "./CancelSomeTickets.module.css";
import { TicketsCancelledNotice } from "./TicketsCancelledNotice.js";
import { TicketsChoice } from "./TicketsChoice.js";

const CHOICE_ID = "cancel-some-tickets";

/**
 * "Cancel some tickets" (issue 29): a control that opens the choice in place, and what the
 * last cancellation gave back. Only where the API offers it and two or more tickets may go;
 * opening it closes Change date or time, so one choice is open at a time.
 */
export const CancelSomeTickets = ({ order }: { readonly order: OrderSummary }) => {
  const { cancelTickets, changeVisit } = useLaterUseCases();
  const { flags } = useSetup();
  const state = useObservableEagerState(cancelTickets.state$);
  const words = useWords();
  // The choice is of the order on screen: it goes with it (BACK, the whole order cancelled).
  useEffect(() => cancelTickets.close, [cancelTickets]);
  const offered = offers(flags, "cancelTickets") && offersCancellingSome(order);
  const choosing = state.status !== "closed" && state.status !== "cancelled";
  if (!offered && state.status !== "cancelled") return null;
  return (
    <div className={styles.cancelSome}>
      {state.status === "cancelled" ? <TicketsCancelledNotice cancelled={state.cancelled} /> : null}
      {offered ? (
        <button
          type="button"
          className={styles.open}
          aria-expanded={choosing}
          aria-controls={choosing ? CHOICE_ID : undefined}
          onClick={() => {
            if (choosing) {
              cancelTickets.close();
              return;
            }
            // One choice open at a time: a visit being changed is put away.
            changeVisit.close();
            cancelTickets.open(order);
          }}
        >
          {words("selfService.some.open")}
        </button>
      ) : null}
      {choosing ? <TicketsChoice id={CHOICE_ID} state={state} /> : null}
    </div>
  );
};
