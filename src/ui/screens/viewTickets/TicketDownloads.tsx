import styles from "./ViewTickets.module.css";
import { AddToCalendar } from "./WalletAndCalendar.js";
import { useWords } from "../../app/WordsContext.js";

/**
 * The tickets to keep: plain links the browser downloads itself, so they need no script and
 * a service worker can keep them for the gate; `null` where the API makes no ticket
 * documents, which leaves printing the page, and no calendar link where the tickets do not
 * tell the visit (tellsTheVisit).
 */
export const TicketDownloads = ({
  documents,
}: {
  readonly documents: { readonly pdfUrl: string; readonly calendarUrl: string | null } | null;
}) => {
  const words = useWords();
  return (
    <div className={styles.downloads}>
      {documents === null ? null : (
        <a href={documents.pdfUrl} download>
          {words("tickets.downloads.pdf")}
        </a>
      )}
      <button
        type="button"
        onClick={() => {
          window.print();
        }}
      >
        {words("tickets.downloads.print")}
      </button>
      {documents === null || documents.calendarUrl === null ? null : (
        <AddToCalendar href={documents.calendarUrl} />
      )}
    </div>
  );
};
