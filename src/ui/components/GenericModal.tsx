import { useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from "react";
import { useWords } from "../app/WordsContext.js";
import styles from "./GenericModal.module.css";

// The page behind is inert, but Tab would still leave for the browser's own controls. Close is
// the dialog's one control, so focus stays on it.
const keepFocus = (event: KeyboardEvent) => {
  if (event.key === "Tab") event.preventDefault();
};

/**
 * The generic modal of spec §8, a native modal dialog: showModal() puts focus on Close and makes
 * the page behind unreachable, Escape closes it, and closing it returns focus where it was.
 */
export const GenericModal = ({ onClose }: { readonly onClose: () => void }) => {
  const words = useWords();
  const dialog = useRef<HTMLDialogElement>(null);
  // "close" arrives a task after close(): when React has re-run the effect meanwhile (StrictMode),
  // the dialog is open again and the guest closed nothing.
  const closed = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.currentTarget.open) onClose();
  };
  // A layout effect: its cleanup closes the dialog while it is still in the page, which is when
  // the browser returns focus to where it was.
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => {
      element?.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      role="alertdialog"
      aria-labelledby="generic-modal-text"
      onClose={closed}
      onKeyDown={keepFocus}
    >
      <p id="generic-modal-text">{words("errors.generic")}</p>
      <button type="button" onClick={onClose}>
        {words("errors.close")}
      </button>
    </dialog>
  );
};
