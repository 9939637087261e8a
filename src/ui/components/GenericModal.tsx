import { useEffect, useRef } from "react";
import { texts } from "../../domain/errors.js";
import styles from "./GenericModal.module.css";

/**
 * The generic modal of spec §8: focus moves to its Close button, Escape closes it, the page
 * behind cannot be reached until it is closed, and closing it returns focus where it was.
 */
export const GenericModal = ({ onClose }: { readonly onClose: () => void }) => {
  const close = useRef<HTMLButtonElement>(null);
  // Declared first so that it reads the focus before the next effect moves it to Close.
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      // aria-modal only tells assistive technology; Tab would still reach the page behind the
      // backdrop. Close is the dialog's one control, so focus stays on it.
      if (event.key === "Tab") {
        event.preventDefault();
        close.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  return (
    <div className={styles.backdrop}>
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="generic-modal-text"
      >
        <p id="generic-modal-text">{texts.generic}</p>
        <button ref={close} type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
};
