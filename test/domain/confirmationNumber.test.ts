import * as E from "fp-ts/lib/Either.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseConfirmationNumber } from "../../src/domain/confirmationNumber.js";

const runs = { numRuns: 1000 };

const codeChars = "ABCDEFGHJKMNPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-".split("");
const codeArb = fc
  .array(fc.constantFrom(...codeChars), { minLength: 4, maxLength: 64 })
  .map((chars) => chars.join(""));
const spacesArb = fc
  .array(fc.constantFrom(" ", "\t", "\n"), { maxLength: 3 })
  .map((s) => s.join(""));

/** The code with runs of spaces put before, after and between its characters. */
const spacedArb = codeArb.chain((code) =>
  fc
    .array(spacesArb, { minLength: code.length + 1, maxLength: code.length + 1 })
    .map((gaps) => ({ code, typed: gaps.map((gap, i) => gap + code.charAt(i)).join("") })),
);

describe("parseConfirmationNumber", () => {
  it("an empty or blank confirmation number is missing", () => {
    for (const typed of ["", "   ", "\t\n"]) {
      expect(parseConfirmationNumber(typed)).toEqual(E.left("CONFIRMATION_NUMBER_MISSING"));
    }
  });

  it("a confirmation number shorter than 4 or longer than 64 characters is malformed", () => {
    expect(parseConfirmationNumber("AB2")).toEqual(E.left("CONFIRMATION_NUMBER_MALFORMED"));
    expect(parseConfirmationNumber("A".repeat(65))).toEqual(
      E.left("CONFIRMATION_NUMBER_MALFORMED"),
    );
    expect(parseConfirmationNumber("CONF-5001")).toEqual(E.right("CONF-5001"));
  });

  it("spaces anywhere are dropped: a confirmation number typed in groups is the same number", () => {
    fc.assert(
      fc.property(spacedArb, ({ code, typed }) => {
        expect(parseConfirmationNumber(typed)).toEqual(E.right(code));
      }),
      runs,
    );
  });

  it("a confirmation number with any character other than a letter, digit or hyphen is malformed", () => {
    const otherArb = fc
      .string({ minLength: 1, maxLength: 1, unit: "binary" })
      .filter((char) => !/[A-Za-z0-9\s-]/.test(char));
    fc.assert(
      fc.property(codeArb, otherArb, fc.nat(), (code, other, at) => {
        const cut = at % (code.length + 1);
        const typed = code.slice(0, cut) + other + code.slice(cut);
        expect(parseConfirmationNumber(typed)).toEqual(E.left("CONFIRMATION_NUMBER_MALFORMED"));
      }),
      runs,
    );
  });
});
