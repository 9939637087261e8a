import { describe, expect, it } from "vitest";
import {
  addedHoldMinutes,
  isReservationLive,
  remainingHoldSeconds,
  reusablePendingOrder,
  type PendingOrder,
} from "../../src/domain/pendingOrder.js";

const now = new Date("2026-11-22T10:00:00Z");

const orderExpiringAt = (reservationExpirationDateTime: string): PendingOrder => ({
  orderId: 5001,
  reservationExpirationDateTime,
  priced: {
    lines: [{ entityId: 1, discountId: 10, discountName: "Adult", priceBeforeTaxes: 2500 }],
    subtotal: 2500,
    tax: 253,
    total: 2753,
  },
});

describe("reusablePendingOrder", () => {
  it("a pending order is reused while its reservation is live", () => {
    const order = orderExpiringAt("2026-11-22T10:10:00Z");
    expect(reusablePendingOrder(order, now)).toBe(order);
  });

  it("a pending order one second before expiry is still reused", () => {
    const order = orderExpiringAt("2026-11-22T10:00:01Z");
    expect(reusablePendingOrder(order, now)).toBe(order);
  });

  it("when the reservation has expired, no pending order is reused", () => {
    expect(reusablePendingOrder(orderExpiringAt("2026-11-22T09:59:59Z"), now)).toBeNull();
  });

  it("when the reservation expires exactly now, no pending order is reused", () => {
    expect(reusablePendingOrder(orderExpiringAt("2026-11-22T10:00:00Z"), now)).toBeNull();
  });

  it("with no pending order, there is none to reuse", () => {
    expect(reusablePendingOrder(null, now)).toBeNull();
  });

  it("the expiry's offset is honoured: the same instant in another zone is compared as one", () => {
    // 02:10 at -08:00 is 10:10Z: still live.
    const live = orderExpiringAt("2026-11-22T02:10:00-08:00");
    expect(reusablePendingOrder(live, now)).toBe(live);
    // 10:30 at +01:00 is 09:30Z: expired, although its wall-clock time is later than now's.
    expect(reusablePendingOrder(orderExpiringAt("2026-11-22T10:30:00+01:00"), now)).toBeNull();
  });
});

describe("isReservationLive", () => {
  it("a reservation is live strictly before its expiry instant", () => {
    expect(isReservationLive(orderExpiringAt("2026-11-22T10:10:00Z"), now)).toBe(true);
    expect(isReservationLive(orderExpiringAt("2026-11-22T10:00:00Z"), now)).toBe(false);
    expect(isReservationLive(orderExpiringAt("2026-11-22T09:00:00Z"), now)).toBe(false);
  });
});

describe("remainingHoldSeconds", () => {
  it("remaining hold is the whole seconds between now and the expiry", () => {
    expect(remainingHoldSeconds(orderExpiringAt("2026-11-22T10:10:00Z"), now)).toBe(600);
    expect(remainingHoldSeconds(orderExpiringAt("2026-11-22T10:00:01Z"), now)).toBe(1);
  });

  it("remaining hold honours the expiry's offset", () => {
    expect(remainingHoldSeconds(orderExpiringAt("2026-11-22T02:15:00-08:00"), now)).toBe(900);
  });

  it("remaining hold drops a partial second", () => {
    const halfSecondIn = new Date("2026-11-22T10:00:00.500Z");
    expect(remainingHoldSeconds(orderExpiringAt("2026-11-22T10:10:00Z"), halfSecondIn)).toBe(599);
  });

  it("remaining hold is 0 at the expiry instant", () => {
    expect(remainingHoldSeconds(orderExpiringAt("2026-11-22T10:00:00Z"), now)).toBe(0);
  });

  it("remaining hold is never negative once the reservation has expired", () => {
    expect(remainingHoldSeconds(orderExpiringAt("2026-11-22T09:50:00Z"), now)).toBe(0);
    expect(remainingHoldSeconds(orderExpiringAt("2025-01-01T00:00:00Z"), now)).toBe(0);
  });
});

describe("addedHoldMinutes", () => {
  it("an extension adds the whole minutes between the hold's old and new end", () => {
    const before = orderExpiringAt("2026-11-22T10:01:00Z");
    expect(addedHoldMinutes(before, orderExpiringAt("2026-11-22T10:11:00Z"))).toBe(10);
    expect(addedHoldMinutes(before, orderExpiringAt("2026-11-22T10:10:00Z"))).toBe(9);
  });

  it("an extension's added minutes are rounded to the nearest, and read across offsets", () => {
    const before = orderExpiringAt("2026-11-22T10:01:20Z");
    expect(addedHoldMinutes(before, orderExpiringAt("2026-11-22T02:11:00-08:00"))).toBe(10);
    expect(addedHoldMinutes(before, orderExpiringAt("2026-11-22T10:01:49Z"))).toBe(0);
    expect(addedHoldMinutes(before, orderExpiringAt("2026-11-22T10:01:50Z"))).toBe(1);
  });

  it("an extension never adds less than nothing", () => {
    const before = orderExpiringAt("2026-11-22T10:10:00Z");
    expect(addedHoldMinutes(before, orderExpiringAt("2026-11-22T10:05:00Z"))).toBe(0);
  });
});
