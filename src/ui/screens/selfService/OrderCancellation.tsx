import { useState } from "react";
import type { CancellationState } from "../../../application/cancellation/cancellation.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { CancelSomeTickets } from "./CancelSomeTickets.js";
import { ChangeVisit } from "./ChangeVisit.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { isCancellable } from "../../../domain/order.js";
import { OrderDetails } from "./OrderDetails.js";
import { OrderPayment, OrderStanding } from "./OrderStanding.js";
import { ResendTickets } from "./ResendTickets.js";
import styles from "./SelfService.module.css";
import { Button } from "../../components/Button.js";
import { useWords } from "../../app/WordsContext.js";

type FoundState = Extract<CancellationState, { status: "found" | "cancelling" | "error" }>;

/**
 * The cancellation screen of spec §2, with the order's status and payment. NOT_REFUNDABLE hides
 * the consent and the cancel button, and so does an order that was cancelled already.
 */
export const OrderCancellation = ({ state }: { readonly state: FoundState }) => {
  const { cancellation } = useLaterUseCases();
  const [consent, setConsent] = useState(false);
  const words = useWords();
  const cancelling = state.status === "cancelling";
  const refundable =
    isCancellable(state.order) &&
    !(state.status === "error" && state.error.tag === "NOT_REFUNDABLE");
  return (
    <div className={styles.cancellation}>
      <OrderStanding order={state.order} />
      <OrderDetails order={state.order} />
      <OrderPayment order={state.order} />
      {state.order.status?.tag === "CONFIRMED" ? <ResendTickets /> : null}
      <ChangeVisit order={state.order} />
      {refundable ? <CancelSomeTickets order={state.order} /> : null}
      {state.status === "error" ? (
        <div className={styles.error}>
          <ErrorMessage error={state.error} />
        </div>
      ) : null}
      {refundable ? (
        <label className={styles.consent}>
          <input
            type="checkbox"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
            }}
          />
          <span>{words("selfService.cancel.consent")}</span>
        </label>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={cancellation.reset}>
          {words("selfService.cancel.back")}
        </button>
        {refundable ? (
          <Button
            unavailable={!consent || cancelling}
            aria-busy={cancelling}
            onClick={() => void cancellation.cancel(consent)}
          >
            {words("selfService.cancel.submit")}
          </Button>
        ) : null}
      </div>
    </div>
  );
};
