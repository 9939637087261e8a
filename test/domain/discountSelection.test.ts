import { describe, expect, it } from "vitest";
import {
  addDiscount,
  removeDiscount,
  setTicketsCount,
  ticketsCountOf,
  totalTicketsCount,
  type SelectedDiscount,
} from "../../src/domain/discountSelection.js";

const adult = { id: 10, promotionType: 1 } as const;
const child = { id: 11, promotionType: 1 } as const;
const cityPassA = { id: 20, promotionType: 4, code: "BARCODE-A" } as const;
const cityPassB = { id: 20, promotionType: 4, code: "BARCODE-B" } as const;

describe("addDiscount", () => {
  it("adding an uncoded discount to an empty selection adds one line with count 1", () => {
    expect(addDiscount([], adult)).toEqual([{ id: 10, promotionType: 1, ticketsCount: 1 }]);
  });

  it("adding an uncoded discount again increments its line instead of adding another", () => {
    const selection = addDiscount(addDiscount(addDiscount([], adult), adult), adult);
    expect(selection).toEqual([{ id: 10, promotionType: 1, ticketsCount: 3 }]);
  });

  it("adding an uncoded discount increments only its own line", () => {
    const selection: readonly SelectedDiscount[] = [
      { id: 10, promotionType: 1, ticketsCount: 2 },
      { id: 11, promotionType: 1, ticketsCount: 5 },
    ];
    expect(addDiscount(selection, child)).toEqual([
      { id: 10, promotionType: 1, ticketsCount: 2 },
      { id: 11, promotionType: 1, ticketsCount: 6 },
    ]);
  });

  it("adding an uncoded discount does not touch a coded line with the same id", () => {
    const selection = addDiscount([], { id: 20, promotionType: 4, code: "X1" });
    expect(addDiscount(selection, { id: 20, promotionType: 4 })).toEqual([
      { id: 20, promotionType: 4, ticketsCount: 1, code: "X1" },
      { id: 20, promotionType: 4, ticketsCount: 1 },
    ]);
  });

  it("adding a coded discount always adds a new line with count 1", () => {
    const once = addDiscount([], cityPassA);
    expect(once).toEqual([{ id: 20, promotionType: 4, code: "BARCODE-A", ticketsCount: 1 }]);
    const twice = addDiscount(once, cityPassA);
    expect(twice).toEqual([
      { id: 20, promotionType: 4, code: "BARCODE-A", ticketsCount: 1 },
      { id: 20, promotionType: 4, code: "BARCODE-A", ticketsCount: 1 },
    ]);
    const third = addDiscount(twice, cityPassB);
    expect(third).toHaveLength(3);
    expect(third[2]).toEqual({ id: 20, promotionType: 4, code: "BARCODE-B", ticketsCount: 1 });
  });

  it("adding a discount does not mutate the selection it was given", () => {
    const selection: readonly SelectedDiscount[] = [{ id: 10, promotionType: 1, ticketsCount: 1 }];
    const snapshot = structuredClone(selection);
    addDiscount(selection, adult);
    addDiscount(selection, cityPassA);
    expect(selection).toEqual(snapshot);
  });
});

describe("removeDiscount", () => {
  it("removing an uncoded discount decrements its line", () => {
    const selection: readonly SelectedDiscount[] = [{ id: 10, promotionType: 1, ticketsCount: 3 }];
    expect(removeDiscount(selection, adult)).toEqual([
      { id: 10, promotionType: 1, ticketsCount: 2 },
    ]);
  });

  it("a line that reaches 0 is dropped", () => {
    const selection: readonly SelectedDiscount[] = [
      { id: 10, promotionType: 1, ticketsCount: 1 },
      { id: 11, promotionType: 1, ticketsCount: 2 },
    ];
    expect(removeDiscount(selection, adult)).toEqual([
      { id: 11, promotionType: 1, ticketsCount: 2 },
    ]);
  });

  it("removing a discount that is not selected is a no-op and returns the same selection", () => {
    const selection: readonly SelectedDiscount[] = [{ id: 10, promotionType: 1, ticketsCount: 2 }];
    expect(removeDiscount(selection, child)).toBe(selection);
    expect(removeDiscount([], adult)).toEqual([]);
  });

  it("removing an uncoded discount does not remove a coded line with the same id", () => {
    const selection: readonly SelectedDiscount[] = [
      { id: 20, promotionType: 4, ticketsCount: 1, code: "BARCODE-A" },
    ];
    expect(removeDiscount(selection, { id: 20, promotionType: 4 })).toBe(selection);
  });

  it("removing a coded discount drops exactly one line with that code", () => {
    const selection = addDiscount(addDiscount(addDiscount([], cityPassA), cityPassB), cityPassA);
    expect(removeDiscount(selection, cityPassA)).toEqual([
      { id: 20, promotionType: 4, code: "BARCODE-B", ticketsCount: 1 },
      { id: 20, promotionType: 4, code: "BARCODE-A", ticketsCount: 1 },
    ]);
  });

  it("removing a coded discount with a code not in the selection is a no-op", () => {
    const selection = addDiscount([], cityPassA);
    expect(removeDiscount(selection, cityPassB)).toBe(selection);
  });
});

describe("ticketsCountOf and totalTicketsCount", () => {
  const selection: readonly SelectedDiscount[] = [
    { id: 10, promotionType: 1, ticketsCount: 3 },
    { id: 11, promotionType: 1, ticketsCount: 2 },
    { id: 20, promotionType: 4, ticketsCount: 1, code: "BARCODE-A" },
    { id: 20, promotionType: 4, ticketsCount: 1, code: "BARCODE-B" },
  ];

  it("ticketsCountOf sums the counts of every line with that id, coded or not", () => {
    expect(ticketsCountOf(selection, 10)).toBe(3);
    expect(ticketsCountOf(selection, 11)).toBe(2);
    expect(ticketsCountOf(selection, 20)).toBe(2);
  });

  it("ticketsCountOf an id that is not selected is 0", () => {
    expect(ticketsCountOf(selection, 99)).toBe(0);
    expect(ticketsCountOf([], 10)).toBe(0);
  });

  it("totalTicketsCount sums every line's count", () => {
    expect(totalTicketsCount(selection)).toBe(7);
    expect(totalTicketsCount([])).toBe(0);
  });
});

describe("setTicketsCount", () => {
  const picked: readonly SelectedDiscount[] = [
    { ...adult, ticketsCount: 2 },
    { ...child, ticketsCount: 1 },
  ];

  it("a typed count replaces the line's count where it stands", () => {
    expect(setTicketsCount(picked, adult, 15)).toEqual([
      { ...adult, ticketsCount: 15 },
      { ...child, ticketsCount: 1 },
    ]);
  });

  it("a typed count for a type not picked yet adds its line at the end", () => {
    expect(setTicketsCount([{ ...child, ticketsCount: 1 }], adult, 12)).toEqual([
      { ...child, ticketsCount: 1 },
      { ...adult, ticketsCount: 12 },
    ]);
  });

  it("a typed 0 drops the line", () => {
    expect(setTicketsCount(picked, adult, 0)).toEqual([{ ...child, ticketsCount: 1 }]);
  });

  it("coded lines of the same type are left alone", () => {
    const coded = [{ ...cityPassA, ticketsCount: 1 }];
    expect(setTicketsCount(coded, { id: 20, promotionType: 4 }, 3)).toEqual([
      ...coded,
      { id: 20, promotionType: 4, ticketsCount: 3 },
    ]);
  });
});
