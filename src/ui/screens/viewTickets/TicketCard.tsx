import type { Ticket } from "../../../domain/order.js";
import { QrCode } from "./QrCode.js";
import { TicketFacts } from "./TicketFacts.js";
import styles from "./ViewTickets.module.css";

/** One admission: the QR code scanned at the gate, and what it admits to. */
export const TicketCard = ({ ticket }: { readonly ticket: Ticket }) => (
  <article
    className={styles.ticket}
    aria-roledescription="slide"
    aria-label={
      ticket.discountName === undefined ? ticket.name : `${ticket.name}, ${ticket.discountName}`
    }
  >
    <QrCode value={ticket.barcode} alt={`QR code for barcode ${ticket.barcode}`} />
    <p className={styles.barcode}>{ticket.barcode}</p>
    <h2>{ticket.name}</h2>
    <TicketFacts ticket={ticket} />
  </article>
);
