import { useObservableEagerState } from "observable-hooks";
import { useUseCases } from "../app/UseCasesContext.js";
import { Button } from "./Button.js";
import { ErrorMessage } from "./ErrorMessage.js";
import { formatHoldTime, holdAnnouncement } from "./holdTime.js";
import styles from "./ReservationHold.module.css";
import hidden from "../theme/visuallyHidden.module.css";

/** "Need more time?": the same pending order held for longer, so the slot is never let go. */
const MoreTime = () => {
  const { reserveOrder } = useUseCases();
  const extension = useObservableEagerState(reserveOrder.extension$);
  return (
    <>
      <Button
        className={styles.action}
        unavailable={false}
        busyLabel={extension.status === "extending" ? "Adding time…" : undefined}
        onClick={() => void reserveOrder.extend()}
      >
        Need more time?
      </Button>
      {extension.status === "failed" ? <ErrorMessage error={extension.error} /> : null}
    </>
  );
};

/** Once the hold has run out: the same cart reserved again, with any refusal explained. */
const ReserveAgain = () => {
  const { reserveOrder } = useUseCases();
  const reservation = useObservableEagerState(reserveOrder.reservation$);
  return (
    <>
      <Button
        className={styles.action}
        unavailable={false}
        busyLabel={reservation.status === "reserving" ? "Reserving…" : undefined}
        onClick={() => void reserveOrder.reserve()}
      >
        Reserve my tickets again
      </Button>
      {reservation.status === "failed" ? <ErrorMessage error={reservation.error} /> : null}
    </>
  );
};

/**
 * The pending order's hold, once there is one (cart and checkout), kept in sight while the
 * guest scrolls. The visible countdown ticks every second; the polite live region speaks at
 * two minutes, at thirty seconds and at the end. `reserveAgain` offers a new hold once it ends.
 */
export const ReservationHold = ({
  whenEnded,
  reserveAgain = false,
}: {
  readonly whenEnded: string;
  readonly reserveAgain?: boolean;
}) => {
  const { reserveOrder } = useUseCases();
  const seconds = useObservableEagerState(reserveOrder.remainingSeconds$);
  if (seconds === null) return null;
  const ended = seconds === 0;
  return (
    <div className={`${styles.hold} ${ended ? styles.ended : ""}`}>
      <p role="timer" aria-live="off">
        {ended ? whenEnded : `Your tickets are held for ${formatHoldTime(seconds)}`}
      </p>
      {ended ? reserveAgain ? <ReserveAgain /> : null : <MoreTime />}
      <p role="status" className={hidden.visuallyHidden}>
        {holdAnnouncement(seconds)}
      </p>
    </div>
  );
};
