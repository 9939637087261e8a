import type { CancelTicketsState } from "../../../application/cancelTickets/cancelTickets.js";
import type { CancelTicketsQuote } from "../../../domain/order.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";
import { Button } from "../../components/Button.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import styles from "./CancelSomeTickets.module.css";
import { TicketRow } from "./TicketRow.js";

type ChoosingState = Exclude<CancelTicketsState, { status: "closed" | "cancelled" }>;

/** "You get $X back. N tickets stay on this order, worth $Y." */
const RefundQuote = ({ quote }: { readonly quote: CancelTicketsQuote }) => {
  const words = useWords();
  const formats = useFormats();
  return (
    <p>
      <strong>{words("selfService.some.refund", { refund: formats.price(quote.refund) })}</strong>{" "}
      {words("selfService.some.kept", {
        kept: quote.ticketsKept,
        keptWorth: formats.price(quote.keptWorth),
      })}
    </p>
  );
};

/**
 * The order's tickets to choose from, the refund for those chosen, and the confirmation; a
 * changed choice drops the refund shown, so the guest confirms the refund they read.
 */
export const TicketsChoice = ({
  id,
  state,
}: {
  readonly id: string;
  readonly state: ChoosingState;
}) => {
  const { cancelTickets, cancellation } = useLaterUseCases();
  const words = useWords();
  const chosen = new Set(state.chosen);
  const confirm = async () => {
    await cancelTickets.confirm();
    if (cancelTickets.current().status === "cancelled") await cancellation.refresh();
  };
  const confirming = state.status === "quoted" || state.status === "cancelling";
  return (
    <div id={id} className={styles.choice}>
      <fieldset className={styles.tickets}>
        <legend>{words("selfService.some.legend")}</legend>
        {(state.order.tickets ?? []).map((ticket) => (
          <TicketRow
            key={ticket.ticketId}
            ticket={ticket}
            chosen={chosen.has(ticket.ticketId)}
            available={ticket.cancellable}
            unavailableNote={words("selfService.some.notCancellable")}
            onChoose={cancelTickets.choose}
          />
        ))}
      </fieldset>
      {state.status === "refused" ? (
        <div className={styles.error}>
          <ErrorMessage error={state.error} />
        </div>
      ) : null}
      <div role="status" className={styles.quote}>
        {state.status === "quoted" ? <RefundQuote quote={state.quote} /> : null}
      </div>
      {confirming ? (
        <Button
          unavailable={false}
          busyLabel={
            state.status === "cancelling" ? words("selfService.some.cancelling") : undefined
          }
          onClick={() => void confirm()}
        >
          {words("selfService.some.confirm", { count: state.chosen.length })}
        </Button>
      ) : (
        <Button
          unavailable={state.chosen.length === 0}
          busyLabel={state.status === "quoting" ? words("selfService.some.quoting") : undefined}
          onClick={() => void cancelTickets.quote()}
        >
          {words("selfService.some.quote")}
        </Button>
      )}
    </div>
  );
};
