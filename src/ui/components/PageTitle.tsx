import { useEffect } from "react";
import { useSetup } from "../app/SetupContext.js";

/**
 * The browser tab's and a bookmark's name for the screen, then the venue's, so two brands and
 * two screens never share one: React hoists a `<title>` rendered anywhere into the head.
 *
 * A title other than the last is a new page: it starts at its top, wherever the last one was
 * scrolled to (Add to cart at the foot of a long product page, a footer link), and its heading
 * takes the keyboard focus without becoming a tab stop, so a screen reader reads on from there
 * and the next Tab is in the page. The page the guest arrives on is the browser's to show.
 * Home's tabs share a title, so moving along them leaves the guest on the row of tabs.
 */
export const PageTitle = ({ children }: { readonly children: string }) => {
  const { brand } = useSetup();
  useEffect(() => {
    // Kept on the page's main area: the title the page shows now, for the next to compare.
    const main = document.getElementById("main");
    const shown = main?.dataset.page;
    if (main === null || shown === children) return;
    main.dataset.page = children;
    if (shown === undefined) return;
    window.scrollTo(0, 0);
    const heading = main.querySelector("h1");
    if (heading === null) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [children]);
  return <title>{`${children} · ${brand.venueName}`}</title>;
};
