import { useObservableEagerState } from "observable-hooks";
import { useUseCases } from "../app/UseCasesContext.js";
import { formatHoldTime, holdAnnouncement } from "./holdTime.js";
import styles from "./ReservationHold.module.css";
import hidden from "../theme/visuallyHidden.module.css";

/**
 * The pending order's hold, once there is one (cart and checkout). The visible countdown ticks
 * every second; the polite live region speaks only when the minute changes or the hold ends.
 */
export const ReservationHold = ({ whenEnded }: { readonly whenEnded: string }) => {
  const { reserveOrder } = useUseCases();
  const seconds = useObservableEagerState(reserveOrder.remainingSeconds$);
  if (seconds === null) return null;
  return (
    <div className={styles.hold}>
      <p role="timer" aria-live="off">
        {seconds === 0 ? whenEnded : `Your tickets are held for ${formatHoldTime(seconds)}`}
      </p>
      <p role="status" className={hidden.visuallyHidden}>
        {holdAnnouncement(seconds)}
      </p>
    </div>
  );
};
