import { Link } from "wouter";
import { offers } from "../../../domain/extensions.js";
import { selfServicePath } from "../../../domain/pagePaths.js";
import type { Ticket } from "../../../domain/order.js";
import { useSetup } from "../../app/SetupContext.js";
import { useWords } from "../../app/WordsContext.js";
import styles from "./ViewTickets.module.css";

/**
 * Where a guest whose plans changed goes from their tickets (issue 29): their order on Manage
 * my order, its number filled in, to change the date or time or cancel some tickets. Shown
 * only when the API offers either and the tickets name their order.
 */
export const PlansChanged = ({ tickets }: { readonly tickets: readonly Ticket[] }) => {
  const { flags } = useSetup();
  const words = useWords();
  const orderId = tickets[0]?.orderId;
  const offered = offers(flags, "changeVisit") || offers(flags, "cancelTickets");
  if (!offered || orderId === undefined) return null;
  return (
    <nav aria-label={words("tickets.plans.label")} className={styles.next}>
      <Link href={selfServicePath(orderId)}>{words("tickets.plans.change")}</Link>
    </nav>
  );
};
