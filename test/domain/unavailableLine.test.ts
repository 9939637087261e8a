import { describe, expect, it } from "vitest";
import { unavailableLineText } from "../../src/domain/errorMessages.js";
import { formatsIn } from "../../src/domain/localeFormats.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { unavailableReason, type UnavailableLine } from "../../src/domain/unavailableLine.js";
import { aCartProduct, anInventory } from "../builders.js";

const nine = anInventory({ inventoryId: 9, remaining: 1 });
const twoAdults = aCartProduct({
  inventory: anInventory({ inventoryId: 9 }),
  selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 2 }],
});

describe("why a cart line could not be held", () => {
  it("an entry time with fewer places than the line's tickets says how many are left", () => {
    expect(unavailableReason(twoAdults, [nine])).toEqual({ tag: "FEW_PLACES", remaining: 1 });
  });

  it("an entry time no longer offered, or full, is gone", () => {
    expect(unavailableReason(twoAdults, [])).toEqual({ tag: "TIME_GONE" });
    expect(unavailableReason(twoAdults, [{ ...nine, remaining: 0 }])).toEqual({
      tag: "TIME_GONE",
    });
  });

  it("a line without an entry time, or whose times could not be had, is off sale", () => {
    expect(unavailableReason({ ...twoAdults, inventory: null }, [nine])).toEqual({
      tag: "OFF_SALE",
    });
    expect(unavailableReason(twoAdults, null)).toEqual({ tag: "OFF_SALE" });
  });

  it("an entry time with room again is not said to be short of places", () => {
    expect(unavailableReason(twoAdults, [{ ...nine, remaining: 5 }])).toEqual({ tag: "OFF_SALE" });
    expect(unavailableReason(twoAdults, [{ ...nine, remaining: 2 }])).toEqual({ tag: "OFF_SALE" });
  });

  it("an entry time the API gives no count of places for is off sale, never said to be short of places", () => {
    expect(unavailableReason(twoAdults, [{ ...nine, remaining: null }])).toEqual({
      tag: "OFF_SALE",
    });
  });

  it("the line's own entry time is the one read, not another of the same date", () => {
    const other = anInventory({ inventoryId: 8, remaining: 1 });
    expect(unavailableReason(twoAdults, [other, { ...nine, remaining: 50 }])).toEqual({
      tag: "OFF_SALE",
    });
  });
});

describe("a line that could not be held, in words", () => {
  const inEnglish = (line: UnavailableLine) =>
    unavailableLineText(line, guestWordsIn("en"), formatsIn("en"));
  const friendsAndFamily = {
    ...twoAdults,
    name: "Friends and Family Admission",
    visitDate: "2026-11-27",
    inventory: anInventory({
      inventoryId: 9,
      startTime: "2026-11-27T09:00:00",
      endTime: "2026-11-27T09:30:00",
    }),
  };

  it("names the product, date, entry time and the places left for the line's tickets", () => {
    expect(inEnglish({ line: friendsAndFamily, reason: { tag: "FEW_PLACES", remaining: 1 } })).toBe(
      "Friends and Family Admission, Friday, November 27, 2026, 9:00 AM to 9:30 AM: only 1 place left for your 2 tickets.",
    );
  });

  it("a gone entry time and a product off sale say so for that line", () => {
    expect(inEnglish({ line: friendsAndFamily, reason: { tag: "TIME_GONE" } })).toBe(
      "Friends and Family Admission, Friday, November 27, 2026, 9:00 AM to 9:30 AM: this entry time is no longer available.",
    );
    expect(
      inEnglish({
        line: { ...friendsAndFamily, inventory: null },
        reason: { tag: "OFF_SALE" },
      }),
    ).toBe("Friends and Family Admission, Friday, November 27, 2026: no longer available.");
  });
});
