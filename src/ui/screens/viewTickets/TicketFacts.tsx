import { Fragment } from "react";
import type { Ticket } from "../../../domain/order.js";
import { ticketFacts } from "../../../domain/ticketFacts.js";
import styles from "./ViewTickets.module.css";
import { useWords } from "../../app/WordsContext.js";
import { useFormats } from "../../app/useFormats.js";

/**
 * What the gate checks beside the code: the ticket type, guest, date, entry time and order,
 * each where the API sent it.
 */
export const TicketFacts = ({ ticket }: { readonly ticket: Ticket }) => {
  const facts = ticketFacts(ticket, useWords(), useFormats());
  return (
    <dl className={styles.facts}>
      {facts.map(([label, text]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </Fragment>
      ))}
    </dl>
  );
};
