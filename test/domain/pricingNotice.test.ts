import { describe, expect, it } from "vitest";
import { noticeBesideTax } from "../../src/domain/pricingNotice.js";

describe("noticeBesideTax: beside an itemized tax, the pricing notice says nothing of tax", () => {
  it("drops 'Sales tax is added at checkout.' and keeps the rest of the venue's words", () => {
    expect(
      noticeBesideTax("Prices include a $2 facility fee. Sales tax is added at checkout."),
    ).toBe("Prices include a $2 facility fee.");
  });

  it("a notice that is only about tax leaves nothing", () => {
    expect(noticeBesideTax("Sales tax is added at checkout.")).toBe("");
  });

  it("any sentence about tax or taxes, wherever it stands, in any case", () => {
    expect(
      noticeBesideTax("TAXES are extra! Children under 3 enter free. Prices exclude tax?  Enjoy."),
    ).toBe("Children under 3 enter free. Enjoy.");
  });

  it("words that merely contain 'tax' are not about tax", () => {
    expect(noticeBesideTax("Taxis wait at the north gate. Syntax aside, enjoy.")).toBe(
      "Taxis wait at the north gate. Syntax aside, enjoy.",
    );
  });

  it("no notice stays no notice", () => {
    expect(noticeBesideTax("")).toBe("");
    expect(noticeBesideTax("   ")).toBe("");
  });
});
