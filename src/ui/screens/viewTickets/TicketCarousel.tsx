import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import type { Ticket } from "../../../domain/order.js";
import { TicketCard } from "./TicketCard.js";
import styles from "./ViewTickets.module.css";
import { useWords } from "../../app/WordsContext.js";

/** A horizontal move at least this long (in CSS pixels) is a swipe, not a tap. */
const SWIPE_DISTANCE = 40;

/** The carousel wraps around at both ends (spec §2). */
const wrapped = (index: number, count: number) => ((index % count) + count) % count;

export const TicketCarousel = ({
  tickets,
  actions,
}: {
  readonly tickets: readonly Ticket[];
  /** What the guest can do with the ticket shown, below it. */
  readonly actions?: (ticket: Ticket) => ReactNode;
}) => {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const words = useWords();
  const current = tickets[wrapped(index, tickets.length)];
  const previous = () => {
    setIndex((i) => wrapped(i - 1, tickets.length));
  };
  const next = () => {
    setIndex((i) => wrapped(i + 1, tickets.length));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") previous();
    else if (event.key === "ArrowRight") next();
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance <= -SWIPE_DISTANCE) next();
    else if (distance >= SWIPE_DISTANCE) previous();
  };

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={words("tickets.carousel.roleDescription")}
      aria-label={words("tickets.carousel.label")}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipeStart.current = null;
      }}
    >
      <p className={styles.position} aria-live="polite" aria-atomic="true">
        {words("tickets.carousel.position", {
          position: String(wrapped(index, tickets.length) + 1),
          count: String(tickets.length),
        })}
      </p>
      {current === undefined ? null : <TicketCard ticket={current} />}
      {current === undefined ? null : actions?.(current)}
      {tickets.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" onClick={previous}>
            {words("tickets.carousel.previous")}
          </button>
          <button type="button" onClick={next}>
            {words("tickets.carousel.next")}
          </button>
        </div>
      ) : null}
    </div>
  );
};
