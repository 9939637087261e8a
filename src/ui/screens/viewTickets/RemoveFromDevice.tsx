import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { DeviceRemoval } from "../../../application/viewTickets/viewTickets.js";
import { Button } from "../../components/Button.js";
import styles from "./ViewTickets.module.css";
import { useWords } from "../../app/WordsContext.js";

const QUESTION_ID = "remove-from-device-question";

/**
 * "Remove tickets from this device", for a guest on a shared computer: it asks first, since
 * the tickets then leave the screen too, and says when the device would not remove them. The
 * question takes the focus when asked, and Keep them (or Escape) gives it back to the button.
 */
export const RemoveFromDevice = ({
  removal,
  remove,
}: {
  readonly removal: DeviceRemoval;
  readonly remove: () => void;
}) => {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const offer = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  const words = useWords();
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (answered.current) offer.current?.focus();
  }, [asking]);
  const keep = () => {
    answered.current = true;
    setAsking(false);
  };
  const keepOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && removal.status !== "removing") keep();
  };
  return (
    <section className={styles.deviceCopy} aria-labelledby="device-copy-heading">
      <h2 id="device-copy-heading">{words("tickets.device.heading")}</h2>
      <p>{words("tickets.device.kept")}</p>
      {asking ? (
        <div
          role="group"
          aria-labelledby={QUESTION_ID}
          className={styles.removeQuestion}
          onKeyDown={keepOnEscape}
        >
          <p id={QUESTION_ID} ref={question} tabIndex={-1}>
            {words("tickets.device.question")}
          </p>
          {removal.status === "refused" ? (
            <p role="alert" className={styles.removeRefused}>
              {words("tickets.device.refused")}
            </p>
          ) : null}
          <div className={styles.removeAnswers}>
            <Button
              unavailable={false}
              busyLabel={
                removal.status === "removing" ? words("tickets.device.removing") : undefined
              }
              onClick={remove}
            >
              {words("tickets.device.remove")}
            </Button>
            <Button
              unavailable={removal.status === "removing"}
              className={styles.keep}
              onClick={keep}
            >
              {words("tickets.device.keep")}
            </Button>
          </div>
        </div>
      ) : (
        <button
          ref={offer}
          type="button"
          className={styles.removeOffer}
          onClick={() => {
            setAsking(true);
          }}
        >
          {words("tickets.device.offer")}
        </button>
      )}
    </section>
  );
};
