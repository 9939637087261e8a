import { describe, expect, it } from "vitest";
import { isFeatureOn, type Feature } from "../../src/domain/featureFlags.js";

const features: readonly Feature[] = [
  "promoCode",
  "groupSales",
  "cityPass",
  "selfServiceCancellation",
];

describe("feature flags", () => {
  it.each(features)("a flag explicitly false hides %s", (feature) => {
    expect(isFeatureOn({ [feature]: false }, feature)).toBe(false);
  });

  it.each(features)("a flag that is true shows %s", (feature) => {
    expect(isFeatureOn({ [feature]: true }, feature)).toBe(true);
  });

  it.each(features)("a flags answer that does not mention %s leaves it on", (feature) => {
    expect(isFeatureOn({ somethingElse: false }, feature)).toBe(true);
  });

  it("a flag off hides only its own feature", () => {
    expect(isFeatureOn({ promoCode: false }, "groupSales")).toBe(true);
  });
});
