import type { Ticket } from "../../../domain/order.js";
import { QrCode } from "./QrCode.js";
import { TicketFacts } from "./TicketFacts.js";
import styles from "./ViewTickets.module.css";
import { useWords } from "../../app/WordsContext.js";

/** One admission: the QR code scanned at the gate, and what it admits to. */
export const TicketCard = ({ ticket }: { readonly ticket: Ticket }) => {
  const words = useWords();
  return (
    <article
      className={styles.ticket}
      aria-roledescription={words("tickets.card.roleDescription")}
      aria-label={
        ticket.discountName === undefined ? ticket.name : `${ticket.name}, ${ticket.discountName}`
      }
    >
      <QrCode value={ticket.barcode} alt={words("tickets.qrCode", { barcode: ticket.barcode })} />
      <p className={styles.barcode}>{ticket.barcode}</p>
      <h2>{ticket.name}</h2>
      <TicketFacts ticket={ticket} />
    </article>
  );
};
