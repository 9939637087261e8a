import * as O from "fp-ts/lib/Option.js";
import { describe, expect, it } from "vitest";
import {
  byListedCategory,
  categories,
  categoryByName,
  categoryBySlug,
  isGroupsCategory,
  isListed,
  listedCategories,
  listedCategoryNames,
  visibleCategories,
  type Category,
  type CategoryName,
} from "../../src/domain/category.js";

const specTable: readonly { name: CategoryName; slug: string; tabLabel: string }[] = [
  { name: "products", slug: "main", tabLabel: "TICKETS" },
  { name: "productsOtherAttractions", slug: "other-attractions", tabLabel: "OTHER ATTRACTIONS" },
  { name: "productsEvents", slug: "events", tabLabel: "EVENTS" },
  { name: "productsGroups", slug: "groups", tabLabel: "GROUPS" },
  { name: "promoCodeProducts", slug: "promo-code", tabLabel: "PROMO CODE" },
];

const asInSpec = ({ name, slug, tabLabel }: Category) => ({ name, slug, tabLabel });

describe("categories", () => {
  it("the tabs are the five categories of the spec's table, in its order", () => {
    expect(categories.map(asInSpec)).toEqual(specTable);
  });

  describe.each(specTable)("$name", ({ name, slug, tabLabel }) => {
    it(`its slug is "${slug}" and its tab label is "${tabLabel}"`, () => {
      expect(asInSpec(categoryByName(name))).toEqual({ name, slug, tabLabel });
    });

    it(`the slug "${slug}" leads back to it`, () => {
      expect(O.map(asInSpec)(categoryBySlug(slug))).toEqual(O.some({ name, slug, tabLabel }));
    });
  });

  it("an unknown slug finds no category", () => {
    expect(categoryBySlug("tickets")).toEqual(O.none);
    expect(categoryBySlug("")).toEqual(O.none);
  });

  it("a slug is matched exactly, not by case or by category name", () => {
    expect(categoryBySlug("Main")).toEqual(O.none);
    expect(categoryBySlug("products")).toEqual(O.none);
  });

  it("the product list carries every category but the promo-code one, in tab order", () => {
    expect(listedCategoryNames).toEqual([
      "products",
      "productsOtherAttractions",
      "productsEvents",
      "productsGroups",
    ]);
    expect(listedCategories.map((category) => category.name)).toEqual(listedCategoryNames);
  });

  it("a category is listed exactly when the product list carries it", () => {
    expect(categories.filter(isListed)).toEqual(listedCategories);
    expect(isListed(categoryByName("promoCodeProducts"))).toBe(false);
  });

  it("a value for each listed category is a field per listed category, and no other", () => {
    expect(byListedCategory((name) => categoryByName(name).slug)).toEqual({
      products: "main",
      productsOtherAttractions: "other-attractions",
      productsEvents: "events",
      productsGroups: "groups",
    });
  });

  it("only productsGroups is the groups category", () => {
    expect(specTable.filter(({ name }) => isGroupsCategory(name)).map(({ name }) => name)).toEqual([
      "productsGroups",
    ]);
  });
});

describe("visible categories", () => {
  const labels = (flags: Readonly<Record<string, boolean>>) =>
    visibleCategories(flags).map((category) => category.tabLabel);

  it("every tab shows while no flag switches its feature off", () => {
    expect(labels({})).toEqual(specTable.map(({ tabLabel }) => tabLabel));
    expect(labels({ promoCode: true, groupSales: true })).toHaveLength(5);
  });

  it("promoCode off hides PROMO CODE; groupSales off hides GROUPS", () => {
    expect(labels({ promoCode: false })).not.toContain("PROMO CODE");
    expect(labels({ groupSales: false })).toEqual([
      "TICKETS",
      "OTHER ATTRACTIONS",
      "EVENTS",
      "PROMO CODE",
    ]);
  });

  it("a flag for another feature hides no tab", () => {
    expect(labels({ cityPass: false, selfServiceCancellation: false })).toHaveLength(5);
  });
});
