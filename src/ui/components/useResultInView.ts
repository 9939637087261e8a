import { useEffect, useRef } from "react";

/**
 * A result that takes the place of what the guest acted on (an order placed or cancelled, a
 * refusal) takes the focus, so a screen reader reads it, and comes to the top of the screen,
 * so a guest on a phone who pressed a button far below reads it at once. Once for each
 * `result`: a new submit's refusal is brought again, a keystroke is not. The element needs
 * tabIndex -1.
 */
export const useResultInView = <Shown extends HTMLElement>(result?: unknown) => {
  const shown = useRef<Shown>(null);
  useEffect(() => {
    const element = shown.current;
    if (element === null) return;
    element.focus({ preventScroll: true });
    if ("scrollIntoView" in element) element.scrollIntoView({ block: "start" });
  }, [result]);
  return shown;
};
