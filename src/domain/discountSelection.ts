/** A ticket type the guest picked, with how many (spec §3 "Selected discount"). */
export interface SelectedDiscount {
  readonly id: number;
  readonly promotionType: number;
  readonly ticketsCount: number;
  /** A coded discount (e.g. one city-pass barcode) is its own line, always of one ticket. */
  readonly code?: string;
}

export type DiscountChoice = Omit<SelectedDiscount, "ticketsCount">;

const sameLine = (line: SelectedDiscount, choice: DiscountChoice): boolean =>
  line.id === choice.id && line.code === choice.code;

/**
 * Adding a coded discount always adds a new line with count 1; adding one without a code
 * increments its line (spec §4 "Discount selection").
 */
export const addDiscount = (
  selection: readonly SelectedDiscount[],
  choice: DiscountChoice,
): readonly SelectedDiscount[] => {
  const existing = selection.find((line) => sameLine(line, choice));
  if (choice.code !== undefined || existing === undefined) {
    return [...selection, { ...choice, ticketsCount: 1 }];
  }
  return selection.map((line) =>
    line === existing ? { ...line, ticketsCount: line.ticketsCount + 1 } : line,
  );
};

/** Removing decrements the matching line; a line at 0 is dropped. Removing nothing is a no-op. */
export const removeDiscount = (
  selection: readonly SelectedDiscount[],
  choice: DiscountChoice,
): readonly SelectedDiscount[] => {
  const existing = selection.find((line) => sameLine(line, choice));
  if (existing === undefined) return selection;
  return selection
    .map((line) => (line === existing ? { ...line, ticketsCount: line.ticketsCount - 1 } : line))
    .filter((line) => line.ticketsCount > 0);
};

export const ticketsCountOf = (selection: readonly SelectedDiscount[], id: number): number =>
  selection.filter((line) => line.id === id).reduce((sum, line) => sum + line.ticketsCount, 0);

export const totalTicketsCount = (selection: readonly SelectedDiscount[]): number =>
  selection.reduce((sum, line) => sum + line.ticketsCount, 0);

/**
 * A typed count replaces the uncoded line's count (a group of 15 need not take 15 taps); 0
 * drops the line, and a new type is added at the end like a first tap would.
 */
export const setTicketsCount = (
  selection: readonly SelectedDiscount[],
  choice: Omit<DiscountChoice, "code">,
  ticketsCount: number,
): readonly SelectedDiscount[] => {
  const others = selection.filter((line) => !sameLine(line, choice));
  if (ticketsCount <= 0) return others;
  const existing = selection.findIndex((line) => sameLine(line, choice));
  const line = { id: choice.id, promotionType: choice.promotionType, ticketsCount };
  if (existing === -1) return [...selection, line];
  return selection.map((old, index) => (index === existing ? line : old));
};
