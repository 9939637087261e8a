import { useResultInView } from "../../components/useResultInView.js";
import styles from "./ViewTickets.module.css";

/** What the guest reads once their tickets left this device: done, and how to see them again. */
export const TicketsRemoved = () => {
  // The tickets and the button the guest pressed are gone: reading resumes here.
  const heading = useResultInView<HTMLHeadingElement>();
  return (
    <div className={styles.removed} role="status">
      <h2 ref={heading} tabIndex={-1}>
        Your tickets were removed from this device.
      </h2>
      <p>
        To see them again, open the link in your confirmation e-mail or enter your confirmation
        number.
      </p>
    </div>
  );
};
