import { describe, expect, it } from "vitest";
import {
  addBarcodeEntry,
  applyVerification,
  barcodeProviderFor,
  CITY_PASS_DEFAULT_TICKETS,
  cityPassSelection,
  enterBarcode,
  needsVerification,
  removeBarcodeEntry,
  startCityPassFlow,
  type BarcodeEntry,
  type CityPassFlow,
  type VoucherMatch,
} from "../../src/domain/cityPass.js";
import { ProductPageStep } from "../../src/domain/productPage.js";
import { verify } from "../cityPassSteps.js";

const match: VoucherMatch = {
  productId: 77,
  appliedPromotions: [
    { promotionId: 501, discountId: 31, promotionType: 4, name: "CityPass Adult" },
    { promotionId: 502, discountId: 32, promotionType: 4, name: "CityPass Child" },
  ],
};

const startCityPassFlowWith = (barcode: string): CityPassFlow =>
  enterBarcode(startCityPassFlow("e1"), "e1", barcode);

const twoEntries = (): CityPassFlow =>
  enterBarcode(
    enterBarcode(addBarcodeEntry(startCityPassFlow("e1"), "e2"), "e1", "ABC123"),
    "e2",
    "XYZ789",
  );

const entry = (flow: CityPassFlow, id: string): BarcodeEntry => {
  const found = flow.entries.find((e) => e.id === id);
  if (found === undefined) throw new Error(`no entry ${id}`);
  return found;
};

describe("barcodeProviderFor", () => {
  it("a name mentioning both 'citypass' and 'c3' gives CityPassC3", () => {
    expect(barcodeProviderFor("CityPass C3 Seattle")).toBe("CityPassC3");
    expect(barcodeProviderFor("CITYPASS-c3")).toBe("CityPassC3");
    expect(barcodeProviderFor("Seattle c3 by citypass")).toBe("CityPassC3");
  });

  it("a name mentioning only 'citypass' gives CityPass", () => {
    expect(barcodeProviderFor("citypass")).toBe("CityPass");
    expect(barcodeProviderFor("Seattle CityPass")).toBe("CityPass");
  });

  it("a name mentioning only 'c3' gives CityPass", () => {
    expect(barcodeProviderFor("C3")).toBe("CityPass");
  });

  it("a name mentioning neither gives CityPass", () => {
    expect(barcodeProviderFor("Space Needle")).toBe("CityPass");
    expect(barcodeProviderFor("")).toBe("CityPass");
  });

  it("'citypass' must appear as one word: 'City Pass C3' gives CityPass", () => {
    expect(barcodeProviderFor("City Pass C3")).toBe("CityPass");
  });
});

describe("startCityPassFlow and addBarcodeEntry", () => {
  it("a new flow has one empty entry and is on step 1", () => {
    expect(startCityPassFlow("e1")).toEqual({
      entries: [
        { id: "e1", value: "", verified: false, error: null, data: [], appliedPromotions: [] },
      ],
      step: 1,
    });
    expect(startCityPassFlow("e1").step).toBe(ProductPageStep.Default);
  });

  it("adding an entry appends an empty one and keeps the step", () => {
    const verified = verify(enterBarcode(startCityPassFlow("e1"), "e1", "ABC123"), "e1", [match]);
    const flow = addBarcodeEntry(verified, "e2");
    expect(flow.entries.map((e) => e.id)).toEqual(["e1", "e2"]);
    expect(entry(flow, "e2")).toEqual({
      id: "e2",
      value: "",
      verified: false,
      error: null,
      data: [],
      appliedPromotions: [],
    });
    expect(flow.step).toBe(ProductPageStep.VisitDate);
  });
});

describe("enterBarcode", () => {
  it("entering a barcode sets the entry's value and no error", () => {
    const flow = enterBarcode(startCityPassFlow("e1"), "e1", "ABC123");
    expect(entry(flow, "e1")).toEqual({
      id: "e1",
      value: "ABC123",
      verified: false,
      error: null,
      data: [],
      appliedPromotions: [],
    });
  });

  it("a barcode another entry already holds is marked DUPLICATE_BARCODE", () => {
    const flow = enterBarcode(twoEntries(), "e2", "ABC123");
    expect(entry(flow, "e2").error).toEqual({ tag: "DUPLICATE_BARCODE" });
    expect(entry(flow, "e1").error).toBeNull();
  });

  it("duplicates are found regardless of case and surrounding whitespace", () => {
    expect(entry(enterBarcode(twoEntries(), "e2", "abc123"), "e2").error).toEqual({
      tag: "DUPLICATE_BARCODE",
    });
    expect(entry(enterBarcode(twoEntries(), "e2", "  AbC123 "), "e2").error).toEqual({
      tag: "DUPLICATE_BARCODE",
    });
  });

  it("retyping an entry's own value is not a duplicate: only other entries count", () => {
    const flow = enterBarcode(twoEntries(), "e1", "abc123");
    expect(entry(flow, "e1").error).toBeNull();
  });

  it("an empty or blank value is never a duplicate", () => {
    const flow = enterBarcode(addBarcodeEntry(startCityPassFlow("e1"), "e2"), "e2", "  ");
    expect(entry(flow, "e2").error).toBeNull();
  });

  it("retyping a barcode clears its verification, error and verified data", () => {
    const verified = verify(twoEntries(), "e1", [match]);
    expect(entry(verified, "e1").verified).toBe(true);
    const retyped = enterBarcode(verified, "e1", "NEW999");
    expect(entry(retyped, "e1")).toEqual({
      id: "e1",
      value: "NEW999",
      verified: false,
      error: null,
      data: [],
      appliedPromotions: [],
    });
  });

  it("retyping a barcode marked invalid clears the error", () => {
    const invalid = verify(twoEntries(), "e1", "failed");
    expect(entry(invalid, "e1").error).toEqual({ tag: "INVALID_BARCODE" });
    expect(entry(enterBarcode(invalid, "e1", "NEW999"), "e1").error).toBeNull();
  });

  it("entering a barcode leaves the other entries untouched", () => {
    const before = verify(twoEntries(), "e2", [match]);
    const after = enterBarcode(before, "e1", "NEW999");
    expect(entry(after, "e2")).toBe(entry(before, "e2"));
  });
});

describe("needsVerification", () => {
  it("a typed, unverified barcode without error needs verification", () => {
    expect(needsVerification(entry(twoEntries(), "e1"))).toBe(true);
  });

  it("an empty or blank entry does not need verification", () => {
    expect(needsVerification(entry(startCityPassFlow("e1"), "e1"))).toBe(false);
    const blank = enterBarcode(startCityPassFlow("e1"), "e1", "   ");
    expect(needsVerification(entry(blank, "e1"))).toBe(false);
  });

  it("a duplicate barcode must not be sent for verification", () => {
    const flow = enterBarcode(twoEntries(), "e2", "ABC123");
    expect(needsVerification(entry(flow, "e2"))).toBe(false);
  });

  it("a verified barcode does not need verification again", () => {
    const flow = verify(twoEntries(), "e1", [match]);
    expect(needsVerification(entry(flow, "e1"))).toBe(false);
  });

  it("a barcode marked invalid does not need verification again until retyped", () => {
    const flow = verify(twoEntries(), "e1", "failed");
    expect(needsVerification(entry(flow, "e1"))).toBe(false);
    expect(needsVerification(entry(enterBarcode(flow, "e1", "ABC124"), "e1"))).toBe(true);
  });
});

describe("applyVerification", () => {
  it("a failed verification marks the entry INVALID_BARCODE and keeps the step", () => {
    const flow = verify(twoEntries(), "e1", "failed");
    expect(entry(flow, "e1").error).toEqual({ tag: "INVALID_BARCODE" });
    expect(entry(flow, "e1").verified).toBe(false);
    expect(flow.step).toBe(ProductPageStep.Default);
  });

  it("a verification that matches no product marks the entry INVALID_BARCODE", () => {
    const flow = verify(twoEntries(), "e1", []);
    expect(entry(flow, "e1").error).toEqual({ tag: "INVALID_BARCODE" });
    expect(entry(flow, "e1").verified).toBe(false);
    expect(flow.step).toBe(ProductPageStep.Default);
  });

  it("a throttled verification marks the entry THROTTLED with the wait, not invalid", () => {
    const throttled = { tag: "THROTTLED", retryAfterSeconds: 30 } as const;
    const flow = verify(twoEntries(), "e1", throttled);
    expect(entry(flow, "e1").error).toEqual(throttled);
    expect(entry(flow, "e1").verified).toBe(false);
    expect(flow.step).toBe(ProductPageStep.Default);
  });

  it("a verified barcode moves the flow to the visit-date step", () => {
    const flow = verify(twoEntries(), "e1", [match]);
    expect(flow.step).toBe(ProductPageStep.VisitDate);
    expect(flow.step).toBe(2);
  });

  it("a verified barcode keeps the answer and its applied promotions", () => {
    const second: VoucherMatch = {
      productId: 78,
      appliedPromotions: [{ promotionId: 601, discountId: 41, promotionType: 4, name: "C3" }],
    };
    const flow = verify(twoEntries(), "e1", [match, second]);
    expect(entry(flow, "e1")).toEqual({
      id: "e1",
      value: "ABC123",
      verified: true,
      error: null,
      data: [match, second],
      appliedPromotions: [...match.appliedPromotions, ...second.appliedPromotions],
    });
  });

  it("a verification for an entry no longer in the flow changes nothing", () => {
    // The guest removed the entry while its check was in flight: nothing was verified.
    const flow = removeBarcodeEntry(twoEntries(), "e1", "fresh");
    expect(verify(flow, "e1", [match])).toEqual(flow);
    expect(verify(flow, "e1", "failed")).toEqual(flow);
  });

  it("an answer for a barcode the guest has since retyped verifies nothing", () => {
    const sent = twoEntries();
    const retyped = enterBarcode(sent, "e1", "NEW456");
    const answered = applyVerification(retyped, { entryId: "e1", value: "ABC123" }, [match]);
    expect(answered).toEqual(retyped);
    expect(cityPassSelection(answered)).toEqual([]);
    expect(answered.step).toBe(ProductPageStep.Default);
  });

  it("a verification touches only its own entry", () => {
    const before = twoEntries();
    const after = verify(before, "e1", [match]);
    expect(entry(after, "e2")).toBe(entry(before, "e2"));
  });
});

describe("removeBarcodeEntry", () => {
  it("removing the last entry resets to a single empty entry and step 1", () => {
    const verified = verify(enterBarcode(startCityPassFlow("e1"), "e1", "ABC123"), "e1", [match]);
    expect(verified.step).toBe(ProductPageStep.VisitDate);
    expect(removeBarcodeEntry(verified, "e1", "fresh")).toEqual({
      entries: [
        { id: "fresh", value: "", verified: false, error: null, data: [], appliedPromotions: [] },
      ],
      step: ProductPageStep.Default,
    });
  });

  it("removing one of several entries keeps the rest and the step", () => {
    const flow = verify(twoEntries(), "e1", [match]);
    const after = removeBarcodeEntry(flow, "e1", "fresh");
    expect(after.entries).toEqual([entry(flow, "e2")]);
    expect(after.step).toBe(ProductPageStep.VisitDate);
  });

  it("removing an entry that does not exist keeps every entry", () => {
    const flow = twoEntries();
    expect(removeBarcodeEntry(flow, "nope", "fresh")).toEqual(flow);
  });
});

describe("cityPassSelection", () => {
  it("the default ticket count of a city-pass step is 1", () => {
    expect(CITY_PASS_DEFAULT_TICKETS).toBe(1);
  });

  it("each verified barcode gives one coded line of one ticket with its first promotion", () => {
    const other: VoucherMatch = {
      productId: 77,
      appliedPromotions: [{ promotionId: 503, discountId: 33, promotionType: 5, name: "X" }],
    };
    const flow = verify(verify(twoEntries(), "e1", [match]), "e2", [other]);
    expect(cityPassSelection(flow)).toEqual([
      { id: 31, promotionType: 4, ticketsCount: 1, code: "ABC123" },
      { id: 33, promotionType: 5, ticketsCount: 1, code: "XYZ789" },
    ]);
  });

  it("unverified, invalid and duplicate entries give no line", () => {
    const flow = enterBarcode(
      addBarcodeEntry(verify(twoEntries(), "e2", "failed"), "e3"),
      "e3",
      "ABC123",
    );
    expect(cityPassSelection(flow)).toEqual([]);
  });

  it("a city-pass line's code is the barcode without surrounding whitespace", () => {
    const flow = verify(enterBarcode(startCityPassFlow("e1"), "e1", "  ABC123 "), "e1", [match]);
    expect(cityPassSelection(flow)).toEqual([
      { id: 31, promotionType: 4, ticketsCount: 1, code: "ABC123" },
    ]);
  });

  it("an entry whose later check failed gives no line, though an earlier check had verified it", () => {
    const flow = verify(verify(startCityPassFlowWith("ABC123"), "e1", [match]), "e1", "failed");
    expect(cityPassSelection(flow)).toEqual([]);
  });
});
