import styles from "./WalletAndCalendar.module.css";

/**
 * Apple's badge is artwork under its own licence: this is its look in plain CSS, a black
 * button with white text, which Apple's guidelines allow when the badge is not used. Its name
 * starts with the words shown (WCAG 2.5.3) and says which ticket it adds.
 */
export const AddToAppleWallet = ({
  href,
  barcode,
}: {
  readonly href: string;
  readonly barcode: string;
}) => (
  <a
    className={styles.wallet}
    href={href}
    download={`ticket-${barcode}.pkpass`}
    aria-label={`Add to Apple Wallet, ticket ${barcode}`}
  >
    Add to Apple Wallet
  </a>
);

/** The visit as an event in the guest's calendar app, entry window and venue included. */
export const AddToCalendar = ({ href }: { readonly href: string }) => (
  <a className={styles.calendar} href={href} download="visit.ics">
    Add to calendar
  </a>
);
