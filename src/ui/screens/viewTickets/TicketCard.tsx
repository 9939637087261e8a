import { activeTimeDisplay, formatFullDate } from "../../../domain/formats.js";
import type { Ticket } from "../../../domain/order.js";
import { QrCode } from "./QrCode.js";
import styles from "./ViewTickets.module.css";

const slotOf = (ticket: Ticket) =>
  ticket.startTime === null || ticket.endTime === null
    ? null
    : { startTime: ticket.startTime, endTime: ticket.endTime };

/** One admission: the QR code scanned at the gate, and what it admits to. */
export const TicketCard = ({ ticket }: { readonly ticket: Ticket }) => (
  <article
    className={styles.ticket}
    aria-roledescription="slide"
    aria-label={`${ticket.name}, ${ticket.discountName}`}
  >
    <QrCode value={ticket.barcode} alt={`QR code for barcode ${ticket.barcode}`} />
    <p className={styles.barcode}>{ticket.barcode}</p>
    <h2>{ticket.name}</h2>
    <dl className={styles.facts}>
      <dt>Ticket</dt>
      <dd>{ticket.discountName}</dd>
      <dt>Date</dt>
      <dd>{formatFullDate(ticket.visitDate)}</dd>
      <dt>Time</dt>
      <dd>{activeTimeDisplay(slotOf(ticket))}</dd>
    </dl>
  </article>
);
