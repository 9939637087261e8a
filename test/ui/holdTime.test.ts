import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { extensionConfirmation, holdAnnouncement } from "../../src/ui/components/holdTime.js";

const english = guestWordsIn("en");

describe("the hold is announced at two minutes and at thirty seconds, not every second", () => {
  it("nothing is announced while more than two minutes are left", () => {
    expect(holdAnnouncement(600, true, english)).toBe("");
    expect(holdAnnouncement(121, true, english)).toBe("");
  });

  it("at two minutes, at thirty seconds and at the end the guest is told", () => {
    expect(holdAnnouncement(120, true, english)).toBe(
      "2 minutes left on your hold. Choose Need more time? to keep your tickets.",
    );
    expect(holdAnnouncement(30, true, english)).toBe(
      "Less than 30 seconds left on your hold. Choose Need more time? to keep your tickets.",
    );
    expect(holdAnnouncement(0, true, english)).toBe("Your hold has ended.");
  });

  it("a ten-minute countdown second by second changes what is announced only three times", () => {
    fc.assert(
      fc.property(fc.integer({ min: 121, max: 3600 }), (start) => {
        const said = Array.from({ length: start + 1 }, (_, i) =>
          holdAnnouncement(start - i, true, english),
        );
        const changes = said.filter((text, i) => i > 0 && text !== said[i - 1]);
        expect(changes).toHaveLength(3);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("once the hold cannot be extended again, Need more time? is not offered", () => {
  it("the guest is told the time left, with no offer of more", () => {
    expect(holdAnnouncement(120, false, english)).toBe("2 minutes left on your hold.");
    expect(holdAnnouncement(30, false, english)).toBe("Less than 30 seconds left on your hold.");
    expect(holdAnnouncement(0, false, english)).toBe("Your hold has ended.");
    expect(holdAnnouncement(600, false, english)).toBe("");
  });
});

describe("an extension is confirmed with the minutes it added", () => {
  it("in whole minutes, one minute singular", () => {
    expect(extensionConfirmation(10, english)).toBe("10 more minutes added to your hold.");
    expect(extensionConfirmation(1, english)).toBe("1 more minute added to your hold.");
  });

  it("under a minute is said so, not as nothing", () => {
    expect(extensionConfirmation(0, english)).toBe("Less than a minute added to your hold.");
  });
});
