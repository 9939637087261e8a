import type { Ticket } from "../../../domain/order.js";
import { ticketEntryTime, ticketVisitDate } from "../../../domain/ticketFacts.js";
import styles from "./ViewTickets.module.css";

/** What the gate checks beside the code: the ticket type, guest, date, entry time and order. */
export const TicketFacts = ({ ticket }: { readonly ticket: Ticket }) => (
  <dl className={styles.facts}>
    <dt>Ticket</dt>
    <dd>{ticket.discountName}</dd>
    <dt>Guest</dt>
    <dd>{ticket.guestName}</dd>
    <dt>Date</dt>
    <dd>{ticketVisitDate(ticket)}</dd>
    <dt>Time</dt>
    <dd>{ticketEntryTime(ticket)}</dd>
    <dt>Order #</dt>
    <dd>{ticket.orderId}</dd>
  </dl>
);
