import { describe, expect, it } from "vitest";
import { runsInCi } from "./ci.js";

describe("a truthy CI forces the PostgreSQL and browser suites", () => {
  it.each(["true", "1", "yes", "TRUE", "on", "github-actions"])("CI=%s is CI", (value) => {
    expect(runsInCi({ CI: value })).toBe(true);
  });

  it.each(["", "0", "false", "no", "off", "False", " "])("CI=%j is a local run", (value) => {
    expect(runsInCi({ CI: value })).toBe(false);
  });

  it("no CI at all is a local run", () => {
    expect(runsInCi({})).toBe(false);
  });
});
