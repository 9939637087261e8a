import { useEffect, useRef, type KeyboardEvent } from "react";
import { Link, useLocation } from "wouter";
import type { Category } from "../../../domain/category.js";
import { categoryTabPath } from "../../../domain/pagePaths.js";
import { scrollToReveal } from "./categoryTabs.js";
import styles from "./CategoryTabs.module.css";
import { useWords } from "../../app/WordsContext.js";

export const tabId = (category: Category): string => `tab-${category.slug}`;

const keyTargets: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The category tabs as an ARIA tablist whose tabs are links, so each category has its own
 * address; arrow keys, Home and End move to a tab and open it, as tabs with automatic
 * activation do, and only the selected tab is in the Tab order. Where the row scrolls sideways
 * (a phone), the selected tab is scrolled into view, whichever way it was chosen.
 */
export const CategoryTabs = ({
  tabs,
  selected,
  panelId,
}: {
  readonly tabs: readonly Category[];
  readonly selected: Category;
  readonly panelId: string;
}) => {
  const [, navigate] = useLocation();
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const row = useRef<HTMLDivElement>(null);
  const words = useWords();

  useEffect(() => {
    const tab = links.current.get(selected.slug);
    if (row.current === null || tab === undefined) return;
    row.current.scrollLeft += scrollToReveal(
      row.current.getBoundingClientRect(),
      tab.getBoundingClientRect(),
    );
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = keyTargets[event.key];
    if (target === undefined) return;
    const next = tabs[target(tabs.indexOf(selected), tabs.length)];
    if (next === undefined) return;
    event.preventDefault();
    navigate(categoryTabPath(next));
    links.current.get(next.slug)?.focus();
  };

  return (
    <div
      ref={row}
      className={styles.tabs}
      role="tablist"
      aria-label={words("home.categories")}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const isSelected = tab === selected;
        return (
          <Link
            key={tab.slug}
            id={tabId(tab)}
            href={categoryTabPath(tab)}
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            ref={(link: HTMLAnchorElement | null) => {
              if (link === null) links.current.delete(tab.slug);
              else links.current.set(tab.slug, link);
            }}
          >
            {/* Analytics keeps the table's English label; the guest reads their words. */}
            {words("home.tab", { category: tab.name })}
          </Link>
        );
      })}
    </div>
  );
};
