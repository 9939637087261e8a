import { useState, type ReactNode } from "react";
import type { Brand } from "../../../domain/brand.js";
import type { Ticket } from "../../../domain/order.js";
import { TicketCarousel } from "./TicketCarousel.js";
import { TicketList } from "./TicketList.js";
import styles from "./ViewTickets.module.css";
import { useWords } from "../../app/WordsContext.js";

type Mode = "one" | "all";

/**
 * The carousel or the list of all tickets, one at a time at every width, switched here: a code
 * shown twice on one screen may be scanned twice at the gate. The other view stays in the page,
 * hidden, for the printout (one ticket a page) and so the switch keeps each view's place.
 */
export const TicketViews = ({
  tickets,
  venue,
  actions,
}: {
  readonly tickets: readonly Ticket[];
  readonly venue: Pick<Brand, "venueName" | "address">;
  /** What each ticket of the carousel offers under its code (its wallet pass). */
  readonly actions?: (ticket: Ticket) => ReactNode;
}) => {
  const [mode, setMode] = useState<Mode>("one");
  const words = useWords();
  const choice = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => {
        setMode(value);
      }}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.views}>
      {tickets.length > 1 ? (
        <div role="group" aria-label={words("tickets.views.label")} className={styles.switch}>
          {choice("one", words("tickets.views.oneByOne"))}
          {choice("all", words("tickets.views.all"))}
        </div>
      ) : null}
      <div className={styles.oneByOne} hidden={mode !== "one"}>
        <TicketCarousel tickets={tickets} {...(actions === undefined ? {} : { actions })} />
      </div>
      <TicketList tickets={tickets} venue={venue} hidden={mode !== "all"} />
    </div>
  );
};
