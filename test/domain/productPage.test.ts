import { describe, expect, it } from "vitest";
import {
  firstStepOf,
  ProductPageStep,
  productPath,
  addressesGroupSale,
} from "../../src/domain/productPage.js";
import { aProduct } from "../builders.js";

describe("product page steps", () => {
  it("the steps are 1 default, 2 visit date, 3 tickets, 4 time of day, 5 entry time", () => {
    expect(ProductPageStep).toEqual({
      Default: 1,
      VisitDate: 2,
      Tickets: 3,
      TimeOfDay: 4,
      EntryTime: 5,
    });
  });

  it("a product that asks for a visit date starts on the visit-date step", () => {
    expect(firstStepOf(aProduct({ skipVisitDateSelection: false }))).toBe(2);
  });

  it("a product that skips the visit-date choice starts on the tickets step", () => {
    expect(firstStepOf(aProduct({ skipVisitDateSelection: true }))).toBe(3);
  });
});

describe("product path", () => {
  it("the product page opens with productId and type", () => {
    expect(productPath({ productId: 42, type: "productsEvents" })).toBe(
      "/product?productId=42&type=productsEvents",
    );
  });

  it("a voucherId is added after the type", () => {
    expect(productPath({ productId: 42, type: "products", voucherId: 9 })).toBe(
      "/product?productId=42&type=products&voucherId=9",
    );
  });

  it("a directAccess code is added after the type", () => {
    expect(productPath({ productId: 42, type: "products", directAccess: "SUMMER24" })).toBe(
      "/product?productId=42&type=products&directAccess=SUMMER24",
    );
  });

  it("a directAccess code is URI-encoded so it cannot break the query", () => {
    expect(productPath({ productId: 1, type: "products", directAccess: "a b&c=d/é?#" })).toBe(
      "/product?productId=1&type=products&directAccess=a%20b%26c%3Dd%2F%C3%A9%3F%23",
    );
  });

  it("the encoded directAccess code reads back as the original code", () => {
    const code = "50% off & more";
    const path = productPath({ productId: 1, type: "products", directAccess: code });
    expect(new URLSearchParams(path.split("?")[1]).get("directAccess")).toBe(code);
  });

  it("voucherId and directAccess together both appear, voucherId first", () => {
    expect(
      productPath({ productId: 3, type: "productsGroups", voucherId: 5, directAccess: "X" }),
    ).toBe("/product?productId=3&type=productsGroups&voucherId=5&directAccess=X");
  });
});

describe("group-sale mode from the address", () => {
  it("a product page whose type is the groups category addresses a group sale; any other does not", () => {
    expect(addressesGroupSale("productsGroups")).toBe(true);
    expect(addressesGroupSale("products")).toBe(false);
    expect(addressesGroupSale("productsEvents")).toBe(false);
    expect(addressesGroupSale(null)).toBe(false);
  });
});
