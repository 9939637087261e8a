import styles from "./Spinner.module.css";

/** The full-size spinner shown while startup or a screen's chunk loads (spec §2). */
export const Spinner = () => (
  <div className={styles.spinner} role="status" aria-live="polite">
    <span className={styles.wheel} aria-hidden="true" />
    <span>Please wait...</span>
  </div>
);

/** The small wheel inside a busy button, before the words saying what it does. */
export const InlineSpinner = () => (
  <span className={`${styles.wheel} ${styles.inline}`} aria-hidden="true" />
);
