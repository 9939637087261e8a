import { useObservableEagerState } from "observable-hooks";
import { useEffect, useRef } from "react";
import type { ExtensionState } from "../../application/reserveOrder/index.js";
import { offers } from "../../domain/extensions.js";
import { useSetup } from "../app/SetupContext.js";
import { useWords } from "../app/WordsContext.js";
import { useLaterUseCases } from "../app/UseCasesContext.js";
import { Button } from "./Button.js";
import { ErrorMessage, ErrorText } from "./ErrorMessage.js";
import { extensionConfirmation, formatHoldTime, holdAnnouncement } from "./holdTime.js";
import styles from "./ReservationHold.module.css";
import hidden from "../theme/visuallyHidden.module.css";

/**
 * "Need more time?": the same pending order held for longer, so the slot is never let go. What
 * an extension added is confirmed; once the API allows no more, the button goes and the guest
 * reads that the hold cannot be extended again, where the button's focus is put.
 */
const MoreTime = ({ extension }: { readonly extension: ExtensionState }) => {
  const { reserveOrder } = useLaterUseCases();
  const words = useWords();
  const notice = useRef<HTMLDivElement>(null);
  const exhausted = extension.status === "exhausted";
  useEffect(() => {
    if (exhausted && document.activeElement === document.body) notice.current?.focus();
  }, [exhausted]);
  const added =
    extension.status === "extended" || extension.status === "exhausted"
      ? extension.addedMinutes
      : null;
  return (
    <>
      {exhausted ? null : (
        <Button
          className={styles.action}
          unavailable={false}
          busyLabel={extension.status === "extending" ? words("cart.hold.addingTime") : undefined}
          onClick={() => void reserveOrder.extend()}
        >
          {words("cart.hold.needMoreTime")}
        </Button>
      )}
      <div aria-live="polite" ref={notice} tabIndex={-1} className={styles.extension}>
        {added === null ? null : <p>{extensionConfirmation(added, words)}</p>}
        {exhausted ? (
          <p>
            <ErrorText error={extension.error} />
          </p>
        ) : null}
      </div>
      {extension.status === "failed" ? <ErrorMessage error={extension.error} /> : null}
    </>
  );
};

/** "Need more time?", or, once the API answered that it has no such call, that none was added. */
const MoreTimeIfThere = ({ extension }: { readonly extension: ExtensionState }) =>
  extension.status === "not-offered" ? (
    <ErrorMessage error={extension.error} />
  ) : (
    <MoreTime extension={extension} />
  );

/** Once the hold has run out: the same cart reserved again, with any refusal explained. */
const ReserveAgain = () => {
  const { reserveOrder } = useLaterUseCases();
  const reservation = useObservableEagerState(reserveOrder.reservation$);
  const words = useWords();
  return (
    <>
      <Button
        className={styles.action}
        unavailable={false}
        busyLabel={reservation.status === "reserving" ? words("cart.reserving") : undefined}
        onClick={() => void reserveOrder.reserve()}
      >
        {words("cart.hold.reserveAgain")}
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
  const { reserveOrder } = useLaterUseCases();
  const seconds = useObservableEagerState(reserveOrder.remainingSeconds$);
  const extension = useObservableEagerState(reserveOrder.extension$);
  const { flags } = useSetup();
  const words = useWords();
  if (seconds === null) return null;
  const ended = seconds === 0;
  const offered = offers(flags, "holdExtension");
  const extendable =
    offered && extension.status !== "exhausted" && extension.status !== "not-offered";
  return (
    <div className={`${styles.hold} ${ended ? styles.ended : ""}`}>
      <p role="timer" aria-live="off">
        {ended ? whenEnded : words("cart.hold.heldFor", { time: formatHoldTime(seconds) })}
      </p>
      {ended ? (
        reserveAgain ? (
          <ReserveAgain />
        ) : null
      ) : offered ? (
        <MoreTimeIfThere extension={extension} />
      ) : null}
      <p role="status" className={hidden.visuallyHidden}>
        {holdAnnouncement(seconds, extendable, words)}
      </p>
    </div>
  );
};
