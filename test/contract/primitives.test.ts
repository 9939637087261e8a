import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { boundedString, isSingleLine, optionalString } from "#contract/primitives.js";

describe("single-line text (shared by the storefront and the server)", () => {
  it.each([
    ["NUL", "\u0000"],
    ["a tab", "\t"],
    ["a newline", "\n"],
    ["a carriage return", "\r"],
    ["ESC", "\u001b"],
    ["DEL", "\u007f"],
    ["a C1 control", "\u0085"],
  ])("a text field with %s is refused", (_name, control) => {
    const value = `A${control}B`;
    expect(isSingleLine(value)).toBe(false);
    expect(E.isLeft(boundedString("Name", 100).decode(value))).toBe(true);
    expect(E.isLeft(optionalString("Note", 100).decode(value))).toBe(true);
  });

  it("letters, accents, spaces and emoji are single-line text", () => {
    const value = "Zoë O'Brien-Núñez 🎟";
    expect(isSingleLine(value)).toBe(true);
    expect(boundedString("Name", 100).decode(value)).toEqual(E.right(value));
  });

  it("an optional text field may be empty, a bounded one may not", () => {
    expect(E.isRight(optionalString("Note", 100).decode(""))).toBe(true);
    expect(E.isLeft(boundedString("Name", 100).decode(""))).toBe(true);
  });
});
