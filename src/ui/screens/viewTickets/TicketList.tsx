import type { Brand } from "../../../domain/brand.js";
import type { Ticket } from "../../../domain/order.js";
import { QrCode } from "./QrCode.js";
import { TicketFacts } from "./TicketFacts.js";
import styles from "./ViewTickets.module.css";
import { useWords } from "../../app/WordsContext.js";

/**
 * Every ticket at once, for the gate: a group's codes scanned one after another without
 * paging. Printed, each is a page of its own, with the venue's address as on the PDF.
 */
export const TicketList = ({
  tickets,
  venue,
  hidden,
}: {
  readonly tickets: readonly Ticket[];
  readonly venue: Pick<Brand, "venueName" | "address">;
  /** Off screen while the carousel shows the codes; printed all the same. */
  readonly hidden: boolean;
}) => {
  const words = useWords();
  const count = String(tickets.length);
  return (
    <section className={styles.list} aria-labelledby="all-tickets" hidden={hidden}>
      <h2 id="all-tickets" className={styles.listHeading}>
        {words("tickets.list.heading", { count })}
      </h2>
      <ol>
        {tickets.map((ticket, index) => (
          <li key={ticket.ticketId ?? `at-${String(index)}`} className={styles.listItem}>
            <QrCode
              value={ticket.barcode}
              alt={words("tickets.qrCode", { barcode: ticket.barcode })}
            />
            <div>
              <p className={styles.barcode}>{ticket.barcode}</p>
              <h3>
                {ticket.name}{" "}
                <span className={styles.position}>
                  {words("tickets.list.position", { position: String(index + 1), count })}
                </span>
              </h3>
              <TicketFacts ticket={ticket} />
              <address className={styles.printOnly}>
                {[venue.venueName, ...venue.address].join(", ")}
              </address>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
};
