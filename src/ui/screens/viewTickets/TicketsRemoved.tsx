import { useResultInView } from "../../components/useResultInView.js";
import styles from "./ViewTickets.module.css";
import { useWords } from "../../app/WordsContext.js";

/** What the guest reads once their tickets left this device: done, and how to see them again. */
export const TicketsRemoved = () => {
  // The tickets and the button the guest pressed are gone: reading resumes here.
  const heading = useResultInView<HTMLHeadingElement>();
  const words = useWords();
  return (
    <div className={styles.removed} role="status">
      <h2 ref={heading} tabIndex={-1}>
        {words("tickets.removed.heading")}
      </h2>
      <p>{words("tickets.removed.seeAgain")}</p>
    </div>
  );
};
