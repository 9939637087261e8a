import type { ButtonHTMLAttributes, MouseEvent } from "react";
import styles from "./Button.module.css";

/** The small wheel inside a busy button: the startup wheel's turn, at the text's size. */
const BusyWheel = () => (
  <span className={`startup-wheel ${styles.busyWheel ?? ""}`} aria-hidden="true" />
);

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "disabled"> & {
  /** The button cannot be used now: it says so and ignores clicks, Enter and Space. */
  readonly unavailable: boolean;
  /** While given, the button is at work: it says what it does ("Adding…") beside a spinner. */
  readonly busyLabel?: string | undefined;
  /** A press while it cannot be used (not while busy): the place to say why. */
  readonly onUnavailableClick?: (() => void) | undefined;
};

/**
 * A button that stays focusable while it cannot be used. A `disabled` button that has focus
 * drops it to the page (Chromium does), so a keyboard guest who pressed "Add to cart" or
 * "Place order" would lose their place the moment it starts working, and again when it fails.
 * It is marked `aria-disabled` instead, and a submit button does not submit its form. A busy
 * one names what it is doing, so a slow answer does not look like a dead button.
 */
export const Button = ({
  unavailable,
  busyLabel,
  onUnavailableClick,
  onClick,
  children,
  ...props
}: ButtonProps) => {
  const busy = busyLabel !== undefined;
  return (
    <button
      type="button"
      {...props}
      aria-disabled={unavailable || busy}
      aria-busy={busy}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (unavailable || busy) {
          event.preventDefault();
          if (!busy) onUnavailableClick?.();
          return;
        }
        onClick?.(event);
      }}
    >
      {busy ? (
        <>
          <BusyWheel />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
};
