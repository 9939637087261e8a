import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scrollToReveal, type Span } from "../../src/ui/screens/home/categoryTabs.js";

const runs = { numRuns: 1000 };

const spanArb = (minWidth: number, maxWidth: number): fc.Arbitrary<Span> =>
  fc
    .tuple(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: minWidth, max: maxWidth }))
    .map(([left, width]) => ({ left, right: left + width }));

/** A row, and a tab no wider than it, anywhere along it or beyond either end. */
const rowAndTabArb = spanArb(100, 1300).chain((row) =>
  spanArb(24, row.right - row.left).map((tab) => ({ row, tab })),
);

const shifted = (tab: Span, by: number): Span => ({ left: tab.left - by, right: tab.right - by });

describe("category tabs: the selected tab is scrolled into view", () => {
  it("after scrolling, a tab that fits the row is wholly inside it", () => {
    fc.assert(
      fc.property(rowAndTabArb, ({ row, tab }) => {
        const shown = shifted(tab, scrollToReveal(row, tab));
        expect(shown.left).toBeGreaterThanOrEqual(row.left);
        expect(shown.right).toBeLessThanOrEqual(row.right);
      }),
      runs,
    );
  });

  it("a tab already in view is not scrolled to, and one out of view moves only to the near edge", () => {
    fc.assert(
      fc.property(rowAndTabArb, ({ row, tab }) => {
        const by = scrollToReveal(row, tab);
        const inView = tab.left >= row.left && tab.right <= row.right;
        if (inView) expect(by).toBe(0);
        else {
          const shown = shifted(tab, by);
          expect(shown.left === row.left || shown.right === row.right).toBe(true);
        }
      }),
      runs,
    );
  });

  it("a tab wider than the row shows its start", () => {
    expect(scrollToReveal({ left: 0, right: 100 }, { left: 50, right: 250 })).toBe(50);
  });
});
