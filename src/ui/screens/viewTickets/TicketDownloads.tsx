import styles from "./ViewTickets.module.css";
import { AddToCalendar } from "./WalletAndCalendar.js";

/**
 * The tickets to keep: plain links the browser downloads itself, so they need no script and
 * a service worker can keep them for the gate.
 */
export const TicketDownloads = ({
  pdfUrl,
  calendarUrl,
}: {
  readonly pdfUrl: string;
  readonly calendarUrl: string;
}) => (
  <div className={styles.downloads}>
    <a href={pdfUrl} download>
      Download PDF
    </a>
    <button
      type="button"
      onClick={() => {
        window.print();
      }}
    >
      Print
    </button>
    <AddToCalendar href={calendarUrl} />
  </div>
);
