import { describe, expect, it } from "vitest";
import { centsFromDollars, dollarsFromCents, formatUsd, sumCents } from "../../src/domain/money.js";

describe("centsFromDollars", () => {
  it("whole and two-decimal dollar amounts become exact cents", () => {
    expect(centsFromDollars(0)).toBe(0);
    expect(centsFromDollars(1)).toBe(100);
    expect(centsFromDollars(12.5)).toBe(1250);
    expect(centsFromDollars(1234.56)).toBe(123456);
  });

  it("0.1 + 0.2 dollars is 30 cents despite floating-point error", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(centsFromDollars(0.1 + 0.2)).toBe(30);
  });

  it("amounts whose float product falls just short of a whole cent round to it", () => {
    // 19.99 * 100 = 1998.9999999999998, 4.35 * 100 = 434.99999999999994, 1.15 * 100 = 114.99999999999999
    expect(centsFromDollars(19.99)).toBe(1999);
    expect(centsFromDollars(4.35)).toBe(435);
    expect(centsFromDollars(1.15)).toBe(115);
  });

  it("amounts whose float product lands just above a whole cent round to it", () => {
    // 0.07 * 100 = 7.000000000000001, 1.1 * 100 = 110.00000000000001
    expect(centsFromDollars(0.07)).toBe(7);
    expect(centsFromDollars(1.1)).toBe(110);
  });

  it("fractions of a cent round to the nearest cent", () => {
    expect(centsFromDollars(2.344)).toBe(234);
    expect(centsFromDollars(2.346)).toBe(235);
  });

  it("negative amounts, such as discounts, become negative cents", () => {
    expect(centsFromDollars(-5.25)).toBe(-525);
    expect(centsFromDollars(-0.1 - 0.2)).toBe(-30);
  });
});

describe("dollarsFromCents", () => {
  it("divides cents back into dollars", () => {
    expect(dollarsFromCents(123456)).toBe(1234.56);
    expect(dollarsFromCents(30)).toBe(0.3);
    expect(dollarsFromCents(0)).toBe(0);
    expect(dollarsFromCents(-525)).toBe(-5.25);
  });
});

describe("sumCents", () => {
  it("adds line amounts exactly", () => {
    expect(sumCents([10, 20])).toBe(30);
    expect(sumCents([1999, 1999, 1999])).toBe(5997);
  });

  it("an empty list sums to zero", () => {
    expect(sumCents([])).toBe(0);
  });

  it("summing cents avoids the float drift of summing dollars", () => {
    const dollars = [0.1, 0.2, 0.3];
    expect(dollars.reduce((a, b) => a + b, 0)).not.toBe(0.6);
    expect(sumCents(dollars.map(centsFromDollars))).toBe(60);
  });
});

describe("formatUsd", () => {
  it("shows a dollar sign and two decimals", () => {
    expect(formatUsd(1250)).toBe("$12.50");
    expect(formatUsd(100)).toBe("$1.00");
  });

  it("zero is $0.00", () => {
    expect(formatUsd(0)).toBe("$0.00");
  });

  it("amounts under a dollar keep the leading zero and pad the cents", () => {
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(99)).toBe("$0.99");
  });

  it("thousands are separated by commas", () => {
    expect(formatUsd(99999)).toBe("$999.99");
    expect(formatUsd(123450)).toBe("$1,234.50");
    expect(formatUsd(100000000)).toBe("$1,000,000.00");
    expect(formatUsd(123456789012)).toBe("$1,234,567,890.12");
  });

  it("a negative amount puts the minus sign before the dollar sign", () => {
    expect(formatUsd(-525)).toBe("-$5.25");
    expect(formatUsd(-123450)).toBe("-$1,234.50");
    expect(formatUsd(-5)).toBe("-$0.05");
  });

  it("a fractional cent amount is rounded to whole cents", () => {
    expect(formatUsd(1249.6)).toBe("$12.50");
    expect(formatUsd(1250.4)).toBe("$12.50");
  });

  it("agrees with Intl's en-US currency format", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    for (const cents of [0, 1, 10, 99, 100, 1001, 99999, 100000, 123456789, -1, -100050]) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
    }
  });
});
