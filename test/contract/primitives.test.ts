import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { describe, expect, it } from "vitest";
import {
  boundedString,
  Dollars,
  Id,
  IdFromString,
  Instant,
  IsoDate,
  isSingleLine,
  NonNegativeInt,
  nullable,
  optionalString,
  WallClock,
} from "#contract/primitives.js";
import { expectAccepted, expectedName, expectRefused } from "./codecRules.js";

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

describe("ids and counts", () => {
  it("an id is a positive whole number up to the largest safe integer", () => {
    for (const id of [1, 41, Number.MAX_SAFE_INTEGER]) expectAccepted(Id, id);
    for (const id of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, "1", null]) expectRefused(Id, id);
  });

  it("a count is a whole number, zero included, never negative", () => {
    for (const count of [0, 1, 1000]) expectAccepted(NonNegativeInt, count);
    for (const count of [-1, 0.5, "1", Number.NaN]) expectRefused(NonNegativeInt, count);
  });

  it("a nullable field takes null or its codec's values, nothing else", () => {
    const count = nullable(NonNegativeInt);
    expectAccepted(count, null);
    expectAccepted(count, 3);
    expectRefused(count, undefined);
    expectRefused(count, -3);
  });
});

describe("an id in a path or query: a decimal string on the wire", () => {
  it.each(["1", "41", "9007199254740991"])("%s is the id it spells", (text) => {
    expect(IdFromString.decode(text)).toEqual(E.right(Number(text)));
  });

  it.each([
    ["zero", "0"],
    ["a leading zero", "041"],
    ["a sign", "+41"],
    ["a minus", "-41"],
    ["spaces", " 41"],
    ["a trailing space", "41 "],
    ["a decimal point", "4.1"],
    ["hexadecimal", "0x29"],
    ["an exponent", "4e1"],
    ["nothing", ""],
    ["17 digits", "12345678901234567"],
    ["16 digits beyond the largest safe integer", "9007199254740993"],
  ])("an id with %s is refused", (_rule, text) => {
    expectRefused(IdFromString, text);
  });

  it("an id that is already a number is not a path or query value", () => {
    expectRefused(IdFromString, 41);
  });

  it("an id is written back as its decimal string, and only ids are ids", () => {
    expect(IdFromString.encode(41 as t.TypeOf<typeof Id>)).toBe("41");
    expect(IdFromString.is(41)).toBe(true);
    expect(IdFromString.is("41")).toBe(false);
    expect(IdFromString.is(0)).toBe(false);
  });
});

describe("calendar days, wall-clock times and instants", () => {
  it.each(["2030-01-07", "2028-02-29", "2030-12-31", "2030-01-01"])(
    "%s is a calendar day",
    (day) => {
      expectAccepted(IsoDate, day);
    },
  );

  it.each([
    ["a day past the month's end", "2030-02-29"],
    ["day 0", "2030-01-00"],
    ["day 32", "2030-01-32"],
    ["month 0", "2030-00-10"],
    ["month 13", "2030-13-01"],
    ["one-digit parts", "2030-1-7"],
    ["a one-digit month", "2030-1-07"],
    ["a one-digit day", "2030-01-7"],
    ["a three-digit month", "2030-001-07"],
    ["a three-digit day", "2030-01-007"],
    ["a three-digit year", "203-01-07"],
    ["a year before 100 (JavaScript reads it as 19xx)", "0030-01-07"],
    ["another separator", "2030/01/07"],
    ["a time after it", "2030-01-07T10:00:00"],
    ["anything before it", "x2030-01-07"],
    ["a five-digit year", "20300-01-07"],
    ["letters for digits", "2030-0a-07"],
  ])("a day with %s is refused", (_rule, day) => {
    expectRefused(IsoDate, day);
  });

  it.each([
    "2030-01-07T00:00:00",
    "2030-01-07T23:59:59",
    "2030-01-07T19:05:09",
    "2028-02-29T12:00:00",
  ])("%s is a venue wall-clock time", (time) => {
    expectAccepted(WallClock, time);
  });

  it.each([
    ["hour 24", "2030-01-07T24:00:00"],
    ["hour 30", "2030-01-07T30:00:00"],
    ["minute 60", "2030-01-07T10:60:00"],
    ["second 60", "2030-01-07T10:00:60"],
    ["an offset", "2030-01-07T10:00:00Z"],
    ["no seconds", "2030-01-07T10:00"],
    ["a space for the T", "2030-01-07 10:00:00"],
    ["a day that is no date", "2030-02-30T10:00:00"],
    ["anything before it", "x2030-01-07T10:00:00"],
    ["letters for digits", "2030-01-07T1a:00:00"],
    ["a letter for a date digit", "203a-01-07T10:00:00"],
    ["anything between the day and the T", "2030-01-07xT10:00:00"],
  ])("a wall-clock time with %s is refused", (_rule, time) => {
    expectRefused(WallClock, time);
  });

  it.each([
    "2030-01-07T18:00:00Z",
    "2030-01-07T10:00:00-08:00",
    "2030-01-07T18:00:00.250Z",
    "2030-01-07T19:00:00+01:00",
    "2030-01-07T04:00:00+14:00",
    "2030-01-07T18:00:00-23:59",
  ])("%s is an instant", (instant) => {
    expectAccepted(Instant, instant);
  });

  it.each([
    ["no offset", "2030-01-07T18:00:00"],
    ["an offset without its colon", "2030-01-07T18:00:00+0100"],
    ["a bare decimal point", "2030-01-07T18:00:00.Z"],
    ["a month 13 (no instant at all)", "2030-13-07T18:00:00Z"],
    ["anything before it", "x2030-01-07T18:00:00Z"],
    ["anything after it", "2030-01-07T18:00:00Zx"],
    ["one-digit parts", "2030-1-7T18:00:00Z"],
    ["letters for digits", "2030-01-07T1a:00:00Z"],
    ["an extended six-digit year", "+002030-01-07T18:00:00Z"],
    ["hour 24", "2030-01-07T24:00:00Z"],
    ["a day that is no date", "2030-02-29T18:00:00Z"],
    ["anything between the time and the offset", "2030-01-07T18:00:00xZ"],
    ["an offset of 24 hours", "2030-01-07T18:00:00+24:00"],
    ["an offset of 60 minutes", "2030-01-07T18:00:00-08:60"],
    ["an offset with letters", "2030-01-07T18:00:00+0a:00"],
    ["a fraction with letters", "2030-01-07T18:00:00.2aZ"],
  ])("an instant with %s is refused", (_rule, instant) => {
    expectRefused(Instant, instant);
  });
});

describe("dollars on the wire", () => {
  it.each([0, 0.01, 25, 25.5, 0.1 + 0.2, 999_999_999.99])("%s dollars are money", (amount) => {
    expectAccepted(Dollars, amount);
  });

  it.each([
    ["a negative amount", -0.01],
    ["a third decimal", 25.001],
    ["a billion", 1e9],
    ["infinity", Number.POSITIVE_INFINITY],
    ["NaN", Number.NaN],
    ["text", "25"],
  ])("%s is refused", (_rule, amount) => {
    expectRefused(Dollars, amount);
  });
});

describe("bounded text", () => {
  it("a bounded field holds up to its maximum, counted with its spaces", () => {
    expectAccepted(boundedString("Name", 3), " ab");
    expectRefused(boundedString("Name", 3), " abc");
    expectAccepted(optionalString("Note", 3), "abc");
    expectRefused(optionalString("Note", 3), "abcd");
  });

  it("a bounded field must hold something besides spaces", () => {
    expectRefused(boundedString("Name", 10), "   ");
    expectAccepted(boundedString("Name", 10), " a ");
  });

  it.each([
    ["Id", Id, 0],
    ["NonNegativeInt", NonNegativeInt, -1],
    ["IsoDate", IsoDate, "2030-02-30"],
    ["WallClock", WallClock, "2030-01-07T24:00:00"],
    ["Instant", Instant, "2030-01-07T18:00:00"],
    ["Dollars", Dollars, -1],
    ["IdFromString", IdFromString, "041"],
  ] as const)("a value that is no %s is refused by that name", (name, codec, value) => {
    expect(expectedName(codec, value)).toBe(name);
  });

  it("a refusal names the field", () => {
    expect(boundedString("Name", 3).name).toBe("Name");
    expect(optionalString("Note", 3).name).toBe("Note");
  });
});
