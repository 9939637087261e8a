import type { OrderTicket } from "../../../domain/order.js";
import { ticketEntryTime, ticketVisitDate } from "../../../domain/ticketFacts.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";
import styles from "./CancelSomeTickets.module.css";

/**
 * One ticket of the order as a choice: what it is and when it is for. One that may not be
 * cancelled is shown, not chosen, so the guest sees why it is not among those to go.
 */
export const TicketRow = ({
  ticket,
  chosen,
}: {
  readonly ticket: OrderTicket;
  readonly chosen: boolean;
}) => {
  const { cancelTickets } = useLaterUseCases();
  const words = useWords();
  const formats = useFormats();
  return (
    <label className={styles.ticket}>
      <input
        type="checkbox"
        checked={chosen}
        disabled={!ticket.cancellable}
        onChange={(event) => {
          cancelTickets.choose(ticket.ticketId, event.target.checked);
        }}
      />
      <span className={styles.ticketText}>
        <span>
          <strong>{ticket.productName}</strong> {ticket.discountName}
        </span>{" "}
        <span className={styles.ticketWhen}>
          <span>{ticketVisitDate(ticket, formats)}</span>{" "}
          {ticket.startTime === null ? null : <span>{ticketEntryTime(ticket, formats)}</span>}
        </span>
        {ticket.cancellable ? null : (
          <>
            {" "}
            <span className={styles.ticketNote}>{words("selfService.some.notCancellable")}</span>
          </>
        )}
      </span>
    </label>
  );
};
