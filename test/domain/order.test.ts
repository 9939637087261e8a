import { describe, expect, it } from "vitest";
import {
  cancellableTickets,
  offersCancellingSome,
  offersChangingVisit,
  type OrderTicket,
} from "../../src/domain/order.js";
import { anOrderSummary, anOrderTicket } from "../builders.js";

const ticket = (ticketId: number, cancellable = true): OrderTicket =>
  anOrderTicket({ ticketId, cancellable, startTime: null, endTime: null });

describe("cancelling some of an order's tickets", () => {
  it("the tickets that may be cancelled are those the API says may be; none when it lists none", () => {
    const order = anOrderSummary({ tickets: [ticket(1), ticket(2, false), ticket(3)] });
    expect(cancellableTickets(order).map((t) => t.ticketId)).toEqual([1, 3]);
    expect(cancellableTickets(anOrderSummary({ tickets: null }))).toEqual([]);
  });

  it("a confirmed order with two or more tickets that may be cancelled offers cancelling some", () => {
    expect(offersCancellingSome(anOrderSummary({ tickets: [ticket(1), ticket(2)] }))).toBe(true);
  });

  it("with one ticket that may be cancelled, cancelling some is cancelling the order: not offered", () => {
    expect(offersCancellingSome(anOrderSummary({ tickets: [ticket(1), ticket(2, false)] }))).toBe(
      false,
    );
  });

  it("a cancelled order, or one whose status the API does not give, does not offer it", () => {
    const tickets = [ticket(1), ticket(2)];
    const cancelled = { tag: "CANCELLED", cancelledDate: null } as const;
    expect(offersCancellingSome(anOrderSummary({ tickets, status: cancelled }))).toBe(false);
    expect(offersCancellingSome(anOrderSummary({ tickets, status: null }))).toBe(false);
  });
});

describe("changing the visit of an order's tickets", () => {
  const changeable = (ticketId: number, changeableUntil: string | null) =>
    anOrderTicket({ ticketId, changeableUntil });

  it("a confirmed order with a ticket whose visit may still change offers changing the visit", () => {
    const tickets = [changeable(1, null), changeable(2, "2026-11-22T08:00:00")];
    expect(offersChangingVisit(anOrderSummary({ tickets }))).toBe(true);
  });

  it("not offered when no ticket's visit may change, the API lists no tickets, or the order is not confirmed", () => {
    const cancelled = { tag: "CANCELLED", cancelledDate: null } as const;
    expect(offersChangingVisit(anOrderSummary({ tickets: [changeable(1, null)] }))).toBe(false);
    expect(offersChangingVisit(anOrderSummary({ tickets: null }))).toBe(false);
    expect(
      offersChangingVisit(
        anOrderSummary({ tickets: [changeable(1, "2026-11-22T08:00:00")], status: cancelled }),
      ),
    ).toBe(false);
  });
});
