import { describe, expect, it } from "vitest";
import { ticketEntryTime, ticketVisitDate } from "../../src/domain/ticketFacts.js";
import { aTicket } from "../builders.js";

describe("ticket facts, as the tickets page, its print and the PDF show them", () => {
  it("the visit date is spelled out with its weekday", () => {
    expect(ticketVisitDate(aTicket({ visitDate: "2030-01-08" }))).toBe("Tuesday, January 8, 2030");
  });

  it("a timed ticket shows its entry window", () => {
    const ticket = aTicket({ startTime: "2030-01-08T10:00:00", endTime: "2030-01-08T10:30:00" });
    expect(ticketEntryTime(ticket)).toBe("10:00 AM to 10:30 AM");
  });

  it("a ticket without an entry time shows --:--", () => {
    expect(ticketEntryTime(aTicket({ startTime: null, endTime: null }))).toBe("--:--");
  });

  it("a ticket with only one end of its entry time shows --:--, not half a window", () => {
    expect(ticketEntryTime(aTicket({ startTime: "2030-01-08T10:00:00", endTime: null }))).toBe(
      "--:--",
    );
    expect(ticketEntryTime(aTicket({ startTime: null, endTime: "2030-01-08T10:30:00" }))).toBe(
      "--:--",
    );
  });
});
