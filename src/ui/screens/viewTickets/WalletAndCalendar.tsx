import { useSyncExternalStore } from "react";
import { opensWalletPasses } from "../../../domain/walletPass.js";
import styles from "./WalletAndCalendar.module.css";
import { useWords } from "../../app/WordsContext.js";

/** A browser's user agent does not change while the page is open. */
const unchanging = () => () => undefined;

/**
 * Whether this browser can take a pass. The server's page and its hydration offer none (React's
 * server snapshot: the server does not know the guest's browser); the browser's own answer
 * follows at once.
 */
const useOpensWalletPasses = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => opensWalletPasses(navigator.userAgent),
    () => false,
  );

/**
 * Apple's badge is artwork under its own licence: this is its look in plain CSS, a black
 * button with white text, which Apple's guidelines allow when the badge is not used. Its name
 * starts with the words shown (WCAG 2.5.3) and says which ticket it adds. Only where Wallet
 * can open the pass: on Android or Windows it would be a file nothing opens.
 */
export const AddToAppleWallet = ({
  href,
  barcode,
}: {
  readonly href: string;
  readonly barcode: string;
}) => {
  const words = useWords();
  return useOpensWalletPasses() ? (
    <a
      className={styles.wallet}
      href={href}
      download={`ticket-${barcode}.pkpass`}
      aria-label={words("tickets.wallet.addTicket", { barcode })}
    >
      {words("tickets.wallet.add")}
    </a>
  ) : null;
};

/** The visit as an event in the guest's calendar app, entry window and venue included. */
export const AddToCalendar = ({ href }: { readonly href: string }) => {
  const words = useWords();
  return (
    <a className={styles.calendar} href={href} download="visit.ics">
      {words("tickets.downloads.calendar")}
    </a>
  );
};
