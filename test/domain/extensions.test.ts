import { describe, expect, it } from "vitest";
import { extensions, offers } from "../../src/domain/extensions.js";

describe("extensions: calls the spec does not list", () => {
  it.each(extensions)("an API whose flags do not name %s does not offer it", (extension) => {
    expect(offers({ promoCode: true }, extension)).toBe(false);
  });

  it.each(extensions)("an API offers %s only when its flag is true", (extension) => {
    expect(offers({ [extension]: true }, extension)).toBe(true);
    expect(offers({ [extension]: false }, extension)).toBe(false);
  });
});
