import { useObservableEagerState } from "observable-hooks";
import { useEffect } from "react";
import { offers } from "../../../domain/extensions.js";
import { offersChangingVisit, type OrderSummary } from "../../../domain/order.js";
import { useSetup } from "../../app/SetupContext.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import styles from "./ChangeVisit.module.css";
import { VisitChangedNotice } from "./VisitChangedNotice.js";
import { VisitChoice } from "./VisitChoice.js";

const CHOICE_ID = "change-visit";

/**
 * "Change date or time" (issue 29): a control that opens the choice in place, and what the
 * last change charged or gave back. Only where the API offers it and a ticket's visit may
 * change; opening it closes Cancel some tickets, so one choice is open at a time.
 */
export const ChangeVisit = ({ order }: { readonly order: OrderSummary }) => {
  const { changeVisit, cancelTickets } = useLaterUseCases();
  const { flags } = useSetup();
  const state = useObservableEagerState(changeVisit.state$);
  const words = useWords();
  // The choice is of the order on screen: it goes with it (BACK, the whole order cancelled).
  useEffect(() => changeVisit.close, [changeVisit]);
  const offered = offers(flags, "changeVisit") && offersChangingVisit(order);
  const choosing = state.status !== "closed" && state.status !== "changed";
  if (!offered && state.status !== "changed") return null;
  return (
    <div className={styles.changeVisit}>
      {state.status === "changed" ? <VisitChangedNotice changed={state.changed} /> : null}
      {offered ? (
        <button
          type="button"
          className={styles.open}
          aria-expanded={choosing}
          aria-controls={choosing ? CHOICE_ID : undefined}
          onClick={() => {
            if (choosing) {
              changeVisit.close();
              return;
            }
            cancelTickets.close();
            changeVisit.open(order);
          }}
        >
          {words("selfService.change.open")}
        </button>
      ) : null}
      {choosing ? <VisitChoice id={CHOICE_ID} state={state} /> : null}
    </div>
  );
};
