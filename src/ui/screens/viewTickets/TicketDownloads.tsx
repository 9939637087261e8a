import styles from "./ViewTickets.module.css";

/**
 * The tickets to keep: plain links the browser downloads itself, so they need no script and
 * a service worker can keep them for the gate.
 */
export const TicketDownloads = ({ pdfUrl }: { readonly pdfUrl: string }) => (
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
  </div>
);
