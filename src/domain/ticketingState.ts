import type { Cents } from "./money.js";
import type { SelectedDiscount } from "./discountSelection.js";

/** A ticket type on sale for a date (spec §3 "A discount has hasPriceRange and priceRange"). */
export interface Discount {
  readonly id: number;
  readonly name: string;
  readonly promotionType: number;
  /**
   * One ticket's price before taxes, and the top of its range: null when the API does not send
   * them (the spec lists neither); the cart's pricing gives the amounts.
   */
  readonly price: Cents | null;
  readonly hasPriceRange: boolean;
  readonly priceRange: { readonly minRetailPrice: Cents; readonly maxRetailPrice: Cents | null };
}

/**
 * An entry-time slot. Times are the venue's wall-clock times ("yyyy-MM-ddTHH:mm:ss", no
 * offset): the terminal's zone is fixed, so they are shown exactly as the venue states them.
 */
export interface Inventory {
  readonly inventoryId: number;
  readonly startTime: string;
  readonly endTime: string;
  /**
   * The places still free for sale; null when the API does not say (the spec lists no such
   * field): the slot is taken to have room, and the hold says when it has not (Code 21).
   */
  readonly remaining: number | null;
}

/**
 * The visit dates of a product: those that can be booked, and the days of the same sale
 * window that cannot, and why (no place left, or not sold that day). Dates are "yyyy-MM-dd".
 */
export interface SaleDates {
  readonly dates: readonly string[];
  readonly soldOutDates: readonly string[];
  readonly closedDates: readonly string[];
}

/** What promotions unlock on a date: their ticket types, and the date's entry-time slots. */
export interface UnlockedTickets {
  readonly discounts: readonly Discount[];
  readonly inventory: readonly Inventory[];
}

/** The product page's ticketing state (spec §3). Dates are "yyyy-MM-dd". */
export interface TicketingState extends SaleDates {
  readonly discounts: readonly Discount[];
  readonly inventory: readonly Inventory[];
  readonly activeDate: string | null;
  readonly activeInventory: Inventory | null;
  readonly selectedDiscounts: readonly SelectedDiscount[];
}

export const emptyTicketingState: TicketingState = {
  dates: [],
  soldOutDates: [],
  closedDates: [],
  discounts: [],
  inventory: [],
  activeDate: null,
  activeInventory: null,
  selectedDiscounts: [],
};

export type TimeOfDay = "morning" | "afternoon" | "evening";

export const timeOfDayLabels: Readonly<Record<TimeOfDay, string>> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
};

const hourOf = (wallClock: string): number => Number(wallClock.slice(11, 13));

/** Step 4 groups slots by their start: before noon, before 5 PM, then evening. */
export const timeOfDayOf = (slot: Pick<Inventory, "startTime">): TimeOfDay => {
  const hour = hourOf(slot.startTime);
  return hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
};

export const slotsAt = (inventory: readonly Inventory[], time: TimeOfDay): readonly Inventory[] =>
  inventory.filter((slot) => timeOfDayOf(slot) === time);

/** A slot can be chosen only when it still has room for every ticket selected. */
export const slotFits = (slot: Pick<Inventory, "remaining">, ticketsCount: number): boolean =>
  ticketsCount > 0 && (slot.remaining === null || slot.remaining >= ticketsCount);

/**
 * A ticket type's price is its date's once the date is chosen, and for a timed product once
 * the entry time is too: until then a type whose price varies shows its range.
 */
export const datePriceKnown = (
  state: Pick<TicketingState, "activeDate" | "activeInventory"> & {
    readonly product: { readonly isTimed: boolean } | null;
  },
): boolean =>
  state.activeDate !== null && (state.product?.isTimed !== true || state.activeInventory !== null);

/**
 * At or below this many places a slot says how many are left. Ten is about one family or
 * small party's worth at the seeded capacities (15 to 80 a slot): fewer is when a guest who
 * hesitates may lose the time, and more would just be noise on every slot.
 */
export const FEW_PLACES_LEFT = 10;

export type SlotAvailability =
  | { readonly tag: "plenty" }
  | { readonly tag: "few"; readonly remaining: number }
  | { readonly tag: "soldOut" };

export const slotAvailability = ({ remaining }: Pick<Inventory, "remaining">): SlotAvailability => {
  if (remaining === null) return { tag: "plenty" };
  if (remaining <= 0) return { tag: "soldOut" };
  return remaining <= FEW_PLACES_LEFT ? { tag: "few", remaining } : { tag: "plenty" };
};
