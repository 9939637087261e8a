import type { TicketsCancelled } from "../../../domain/order.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";
import { useResultInView } from "../../components/useResultInView.js";
import styles from "./CancelSomeTickets.module.css";

/** What cancelling some tickets gave back, and that the tickets kept still stand. */
export const TicketsCancelledNotice = ({ cancelled }: { readonly cancelled: TicketsCancelled }) => {
  // The choice the guest acted on is gone: reading resumes here.
  const heading = useResultInView<HTMLHeadingElement>(cancelled);
  const words = useWords();
  const formats = useFormats();
  return (
    <div className={styles.done} role="status">
      <h2 ref={heading} tabIndex={-1}>
        {words("selfService.some.done.heading")}
      </h2>
      <p>
        {words("selfService.some.done.refund", { refunded: formats.price(cancelled.refunded) })}
      </p>
      <p>{words("selfService.some.done.kept", { kept: cancelled.ticketsKept })}</p>
    </div>
  );
};
