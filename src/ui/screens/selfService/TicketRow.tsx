import type { OrderTicket } from "../../../domain/order.js";
import { ticketEntryTime, ticketVisitDate } from "../../../domain/ticketFacts.js";
import { useFormats } from "../../app/useFormats.js";
import styles from "./CancelSomeTickets.module.css";

/**
 * One ticket of the order as a choice: what it is and when it is for. One that may not be
 * chosen (cancelled, changed) is shown with `unavailableNote`, so the guest sees why it is not
 * among those to choose.
 */
export const TicketRow = ({
  ticket,
  chosen,
  available,
  unavailableNote,
  onChoose,
}: {
  readonly ticket: OrderTicket;
  readonly chosen: boolean;
  readonly available: boolean;
  readonly unavailableNote: string;
  readonly onChoose: (ticketId: number, chosen: boolean) => void;
}) => {
  const formats = useFormats();
  return (
    <label className={styles.ticket}>
      <input
        type="checkbox"
        checked={chosen}
        disabled={!available}
        onChange={(event) => {
          onChoose(ticket.ticketId, event.target.checked);
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
        {available ? null : (
          <>
            {" "}
            <span className={styles.ticketNote}>{unavailableNote}</span>
          </>
        )}
      </span>
    </label>
  );
};
