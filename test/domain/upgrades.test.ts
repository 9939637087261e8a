import * as O from "fp-ts/lib/Option.js";
import { describe, expect, it } from "vitest";
import type { Product, ProductUpgrade } from "../../src/domain/product.js";
import { cartUpgradeOffers, upgradeOffer } from "../../src/domain/upgrades.js";
import { aProduct } from "../builders.js";

const anUpgrade = (upgradeProductId: number): ProductUpgrade => ({
  upgradeProductId,
  headline: `Add product ${String(upgradeProductId)}`,
  promotionalMessage: "Worth it.",
  longDescription: "",
  imageUrl: "",
});

const cafe = aProduct({
  productId: 104,
  name: "Summit Café Voucher",
  categoryName: "productsOtherAttractions",
});
const tower = aProduct({ productId: 101, productUpgrades: [anUpgrade(104)] });
const sunset = aProduct({ productId: 102, productUpgrades: [anUpgrade(104), anUpgrade(103)] });

/** A catalog of the given products, as the catalog use case looks them up. */
const catalogOf =
  (...products: readonly Product[]) =>
  (productId: number): O.Option<Product> =>
    O.fromNullable(products.find((product) => product.productId === productId));

describe("an upgrade's offer", () => {
  it("an upgrade whose product is listed opens that product's page, in its category", () => {
    expect(upgradeOffer(catalogOf(cafe))(anUpgrade(104)).path).toEqual(
      O.some("/product?productId=104&type=productsOtherAttractions"),
    );
  });

  it("an upgrade whose product is not listed gives its words without a page", () => {
    const offer = upgradeOffer(catalogOf(tower))(anUpgrade(104));
    expect(offer.path).toEqual(O.none);
    expect(offer.upgrade.headline).toBe("Add product 104");
  });

  it("an upgrade whose product is only redeemed by the venue's systems gives no page", () => {
    const redeemedOnly = { ...cafe, systemRedeemableOnly: true };
    expect(upgradeOffer(catalogOf(redeemedOnly))(anUpgrade(104)).path).toEqual(O.none);
  });
});

describe("the cart's upgrade suggestions", () => {
  const ids = (offers: ReturnType<typeof cartUpgradeOffers>) =>
    offers.map((offer) => offer.upgrade.upgradeProductId);

  it("the cart suggests the upgrades of the products in it", () => {
    expect(ids(cartUpgradeOffers([101], catalogOf(tower, cafe)))).toEqual([104]);
  });

  it("the cart does not suggest an upgrade already in it", () => {
    expect(ids(cartUpgradeOffers([101, 104], catalogOf(tower, cafe)))).toEqual([]);
  });

  it("the cart suggests an upgrade two of its products share once", () => {
    expect(ids(cartUpgradeOffers([101, 102], catalogOf(tower, sunset, cafe)))).toEqual([104]);
  });

  it("the cart leaves out an upgrade the guest cannot buy", () => {
    expect(ids(cartUpgradeOffers([102], catalogOf(sunset, cafe)))).toEqual([104]);
  });

  it("a cart product the catalog no longer has suggests nothing", () => {
    expect(ids(cartUpgradeOffers([101], catalogOf(cafe)))).toEqual([]);
  });
});
