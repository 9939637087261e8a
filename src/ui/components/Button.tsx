import type { ButtonHTMLAttributes, MouseEvent } from "react";

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "disabled"> & {
  /** The button cannot be used now: it says so and ignores clicks, Enter and Space. */
  readonly unavailable: boolean;
};

/**
 * A button that stays focusable while it cannot be used. A `disabled` button that has focus
 * drops it to the page (Chromium does), so a keyboard guest who pressed "Add to cart" or
 * "Place order" would lose their place the moment it starts working, and again when it fails.
 * It is marked `aria-disabled` instead, and a submit button does not submit its form.
 */
export const Button = ({ unavailable, onClick, ...props }: ButtonProps) => (
  <button
    type="button"
    {...props}
    aria-disabled={unavailable}
    onClick={(event: MouseEvent<HTMLButtonElement>) => {
      if (unavailable) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    }}
  />
);
