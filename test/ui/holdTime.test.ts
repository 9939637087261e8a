import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdAnnouncement } from "../../src/ui/components/holdTime.js";

describe("the hold is announced at two minutes and at thirty seconds, not every second", () => {
  it("nothing is announced while more than two minutes are left", () => {
    expect(holdAnnouncement(600)).toBe("");
    expect(holdAnnouncement(121)).toBe("");
  });

  it("at two minutes, at thirty seconds and at the end the guest is told", () => {
    expect(holdAnnouncement(120)).toBe(
      "2 minutes left on your hold. Choose Need more time? to keep your tickets.",
    );
    expect(holdAnnouncement(30)).toBe(
      "Less than 30 seconds left on your hold. Choose Need more time? to keep your tickets.",
    );
    expect(holdAnnouncement(0)).toBe("Your hold has ended.");
  });

  it("a ten-minute countdown second by second changes what is announced only three times", () => {
    fc.assert(
      fc.property(fc.integer({ min: 121, max: 3600 }), (start) => {
        const said = Array.from({ length: start + 1 }, (_, i) => holdAnnouncement(start - i));
        const changes = said.filter((text, i) => i > 0 && text !== said[i - 1]);
        expect(changes).toHaveLength(3);
      }),
      { numRuns: 1000 },
    );
  });
});
