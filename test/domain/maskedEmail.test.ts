import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskEmail } from "../../src/domain/maskedEmail.js";

describe("a masked e-mail address", () => {
  it("keeps the first character and the domain: j•••@example.com", () => {
    expect(maskEmail(" jane.guest@example.com ")).toBe("j•••@example.com");
  });

  it("is only the mark when there is no local part to show", () => {
    expect(maskEmail("@example.com")).toBe("•••");
    expect(maskEmail("not an address")).toBe("•••");
  });

  it("shows the domain whole and nothing of the local part but its first character, not even its length", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (one, other) => {
        const local = one.slice(0, one.lastIndexOf("@"));
        const domain = one.slice(one.lastIndexOf("@"));
        const masked = maskEmail(one);
        expect(masked).toBe(`${local.slice(0, 1)}•••${domain}`);
        const sameStartAndDomain = `${local.slice(0, 1)}${other.slice(0, other.lastIndexOf("@")).slice(1)}${domain}`;
        expect(maskEmail(sameStartAndDomain)).toBe(masked);
      }),
      { numRuns: 1000 },
    );
  });
});
