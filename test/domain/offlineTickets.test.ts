import { describe, expect, it } from "vitest";
import { isCopyOf, offlineCopyLasts, saysNoTickets } from "../../src/domain/offlineTickets.js";
import type { ViewTicketsError } from "../../src/domain/errors.js";
import { aTicket } from "../builders.js";

const forVisitOn = (...visitDates: string[]) =>
  visitDates.map((visitDate, index) => aTicket({ ticketId: index + 1, visitDate }));

describe("offline copies of an order's tickets", () => {
  it("a copy lasts through its visit day at the venue, and is expired from the next day on", () => {
    const tickets = forVisitOn("2030-01-08");
    expect(offlineCopyLasts(tickets, new Date("2030-01-05T18:00:00Z"))).toBe(true);
    expect(offlineCopyLasts(tickets, new Date("2030-01-08T18:00:00Z"))).toBe(true);
    expect(offlineCopyLasts(tickets, new Date("2030-01-09T18:00:00Z"))).toBe(false);
  });

  it("the visit day ends at midnight at the venue (Pacific time), not at midnight UTC", () => {
    const tickets = forVisitOn("2030-01-08");
    // 2030-01-09 00:30 UTC is still 16:30 on the 8th at the venue.
    expect(offlineCopyLasts(tickets, new Date("2030-01-09T00:30:00Z"))).toBe(true);
    expect(offlineCopyLasts(tickets, new Date("2030-01-09T07:59:59Z"))).toBe(true);
    expect(offlineCopyLasts(tickets, new Date("2030-01-09T08:00:00Z"))).toBe(false);
  });

  it("an order's copy with tickets for several days lasts through the last of them", () => {
    const tickets = forVisitOn("2030-01-08", "2030-01-10", "2030-01-09");
    expect(offlineCopyLasts(tickets, new Date("2030-01-10T18:00:00Z"))).toBe(true);
    expect(offlineCopyLasts(tickets, new Date("2030-01-11T18:00:00Z"))).toBe(false);
  });

  it("a copy with no tickets is kept for no day", () => {
    expect(offlineCopyLasts([], new Date("2030-01-05T18:00:00Z"))).toBe(false);
  });

  it("a copy whose tickets name no visit date (an API that does not send it) is kept for no day", () => {
    const specOnly = [{ name: "General Admission", barcode: "TKT0000001" }];
    expect(offlineCopyLasts(specOnly, new Date("2030-01-05T18:00:00Z"))).toBe(false);
  });

  it("a copy lasts through the last visit date its tickets name, whatever the others lack", () => {
    const mixed = [{ name: "Voucher", barcode: "TKT0000002" }, ...forVisitOn("2030-01-08")];
    expect(offlineCopyLasts(mixed, new Date("2030-01-08T18:00:00Z"))).toBe(true);
    expect(offlineCopyLasts(mixed, new Date("2030-01-09T18:00:00Z"))).toBe(false);
  });

  it("the answers that say an order has no tickets any more are NO_TICKET and ORDER_CANCELED; no other failure says so", () => {
    const errors: readonly [ViewTicketsError, boolean][] = [
      [{ tag: "NO_TICKET" }, true],
      [{ tag: "ORDER_CANCELED" }, true],
      [{ tag: "CONFIRMATION_NOT_VALID" }, false],
      [{ tag: "UNEXPECTED_ERROR" }, false],
      [{ tag: "THROTTLED", retryAfterSeconds: 30 }, false],
    ];
    for (const [error, says] of errors) expect(saysNoTickets(error), error.tag).toBe(says);
  });

  it("a copy is of the order its number names whatever the case it was written in, or the spaces around it, as the API reads numbers", () => {
    const copy = { orderConfirmation: "conf-5001" };
    expect(isCopyOf(copy, "CONF-5001")).toBe(true);
    expect(isCopyOf(copy, " Conf-5001 ")).toBe(true);
    expect(isCopyOf(copy, "CONF-5002")).toBe(false);
  });
});
