import { describe, expect, it } from "vitest";
import {
  FEW_PLACES_LEFT,
  datePriceKnown,
  emptyTicketingState,
  slotAvailability,
  slotFits,
  slotsAt,
  timeOfDayLabels,
  timeOfDayOf,
  type Inventory,
} from "../../src/domain/ticketingState.js";

const slot = (inventoryId: number, start: string, remaining: number | null = 10): Inventory => ({
  inventoryId,
  startTime: `2025-06-15T${start}:00`,
  endTime: "2025-06-15T23:59:00",
  remaining,
});

describe("time of day", () => {
  it.each([
    ["00:00", "morning"],
    ["11:59", "morning"],
    ["12:00", "afternoon"],
    ["16:59", "afternoon"],
    ["17:00", "evening"],
    ["23:59", "evening"],
  ])("a slot starting at %s is in the %s", (start, expected) => {
    expect(timeOfDayOf(slot(1, start))).toBe(expected);
  });

  it("the time-of-day groups are labelled Morning, Afternoon and Evening", () => {
    expect(timeOfDayLabels).toEqual({
      morning: "Morning",
      afternoon: "Afternoon",
      evening: "Evening",
    });
  });
});

describe("slots at a time of day", () => {
  const inventory = [
    slot(1, "09:00"),
    slot(2, "12:00"),
    slot(3, "11:59"),
    slot(4, "17:30"),
    slot(5, "16:59"),
  ];

  it("only the slots starting in that time of day are offered, in their order", () => {
    expect(slotsAt(inventory, "morning").map((s) => s.inventoryId)).toEqual([1, 3]);
    expect(slotsAt(inventory, "afternoon").map((s) => s.inventoryId)).toEqual([2, 5]);
    expect(slotsAt(inventory, "evening").map((s) => s.inventoryId)).toEqual([4]);
  });

  it("a time of day without slots offers none", () => {
    expect(slotsAt([slot(1, "09:00")], "evening")).toEqual([]);
  });
});

describe("slot fits", () => {
  it("a slot fits when it has room for every ticket selected", () => {
    expect(slotFits(slot(1, "09:00", 4), 3)).toBe(true);
    expect(slotFits(slot(1, "09:00", 4), 4)).toBe(true);
  });

  it("a slot with fewer places than tickets selected does not fit", () => {
    expect(slotFits(slot(1, "09:00", 4), 5)).toBe(false);
    expect(slotFits(slot(1, "09:00", 0), 1)).toBe(false);
  });

  it("no slot can be chosen before any ticket is selected", () => {
    expect(slotFits(slot(1, "09:00", 4), 0)).toBe(false);
    expect(slotFits(slot(1, "09:00", null), 0)).toBe(false);
  });

  it("a slot the API gives no count of places for fits any tickets: the hold says if it has no room", () => {
    expect(slotFits(slot(1, "09:00", null), 1)).toBe(true);
    expect(slotFits(slot(1, "09:00", null), 500)).toBe(true);
  });
});

describe("empty ticketing state", () => {
  it("a fresh product page has no dates, discounts, inventory or selection", () => {
    expect(emptyTicketingState).toEqual({
      dates: [],
      soldOutDates: [],
      closedDates: [],
      discounts: [],
      inventory: [],
      activeDate: null,
      activeInventory: null,
      selectedDiscounts: [],
    });
  });
});

describe("places left in an entry time", () => {
  it(`a slot with more than ${String(FEW_PLACES_LEFT)} places left says nothing`, () => {
    expect(slotAvailability({ remaining: FEW_PLACES_LEFT + 1 })).toEqual({ tag: "plenty" });
  });

  it(`a slot with ${String(FEW_PLACES_LEFT)} places left or fewer says how many`, () => {
    expect(slotAvailability({ remaining: FEW_PLACES_LEFT })).toEqual({
      tag: "few",
      remaining: FEW_PLACES_LEFT,
    });
    expect(slotAvailability({ remaining: 1 })).toEqual({ tag: "few", remaining: 1 });
  });

  it("a slot with no place left is sold out", () => {
    expect(slotAvailability({ remaining: 0 })).toEqual({ tag: "soldOut" });
  });

  it("a slot the API gives no count of places for says nothing: no N left, no Sold out", () => {
    expect(slotAvailability({ remaining: null })).toEqual({ tag: "plenty" });
  });
});

describe("the date's price is known", () => {
  const chosen = slot(1, "10:00");

  it("not before a date is chosen", () => {
    const untimed = { product: { isTimed: false }, activeInventory: null };
    expect(datePriceKnown({ ...untimed, activeDate: null })).toBe(false);
    expect(datePriceKnown({ ...untimed, activeDate: "2030-01-08" })).toBe(true);
  });

  it("for a timed product, once the entry time is chosen too", () => {
    const timed = { product: { isTimed: true }, activeDate: "2030-01-08" };
    expect(datePriceKnown({ ...timed, activeInventory: null })).toBe(false);
    expect(datePriceKnown({ ...timed, activeInventory: chosen })).toBe(true);
  });

  it("once a date is chosen, before any product is open", () => {
    expect(datePriceKnown({ product: null, activeInventory: null, activeDate: "2030-01-08" })).toBe(
      true,
    );
  });
});
