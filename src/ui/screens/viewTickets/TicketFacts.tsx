import { Fragment } from "react";
import type { Ticket } from "../../../domain/order.js";
import { ticketFacts } from "../../../domain/ticketFacts.js";
import styles from "./ViewTickets.module.css";

/**
 * What the gate checks beside the code: the ticket type, guest, date, entry time and order,
 * each where the API sent it.
 */
export const TicketFacts = ({ ticket }: { readonly ticket: Ticket }) => (
  <dl className={styles.facts}>
    {ticketFacts(ticket).map(([label, text]) => (
      <Fragment key={label}>
        <dt>{label}</dt>
        <dd>{text}</dd>
      </Fragment>
    ))}
  </dl>
);
