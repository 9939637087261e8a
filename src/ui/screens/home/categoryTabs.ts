/** Where a box starts and ends along the tab row, in the row's coordinates. */
export interface Span {
  readonly left: number;
  readonly right: number;
}

/**
 * How far to scroll the row so that the tab is wholly in view, moving it as little as possible:
 * nothing when it is in view already; a tab wider than the row shows its start.
 */
export const scrollToReveal = (row: Span, tab: Span): number => {
  if (tab.left < row.left || tab.right - tab.left > row.right - row.left) {
    return tab.left - row.left;
  }
  return tab.right > row.right ? tab.right - row.right : 0;
};
