import { pipe } from "fp-ts/lib/function.js";
import * as O from "fp-ts/lib/Option.js";
import type { Product, ProductUpgrade } from "./product.js";
import { productPath } from "./productPage.js";

/** An upgrade as a guest meets it: the venue's words, and the page it is bought on. */
export interface UpgradeOffer {
  readonly upgrade: ProductUpgrade;
  /** The upgrade product's page; None when the guest cannot buy that product here. */
  readonly path: O.Option<string>;
}

/** The catalog's lookup: the loaded list, and the products a promo code unlocked. */
export type FindProduct = (productId: number) => O.Option<Product>;

/**
 * An upgrade names its product by id only: the venue may have taken that product off sale, or
 * it is redeemed by the venue's own systems and never sold online. Either way a link would
 * open a page with nothing to buy, so the guest is given the words alone.
 */
export const upgradeOffer =
  (find: FindProduct) =>
  (upgrade: ProductUpgrade): UpgradeOffer => ({
    upgrade,
    path: pipe(
      find(upgrade.upgradeProductId),
      O.filter((product) => !product.systemRedeemableOnly),
      O.map((product) => productPath({ productId: product.productId, type: product.categoryName })),
    ),
  });

/**
 * What the cart suggests: the upgrades of the products in it, each once, less those already
 * in it. The product page gives an upgrade's words even when it cannot be bought, as part of
 * the product shown; the cart only suggests what the guest can take.
 */
export const cartUpgradeOffers = (
  inCart: readonly number[],
  find: FindProduct,
): readonly UpgradeOffer[] => {
  const upgrades = inCart
    .map(find)
    .filter(O.isSome)
    .flatMap((found) => found.value.productUpgrades)
    .filter(
      (upgrade, index, all) =>
        !inCart.includes(upgrade.upgradeProductId) &&
        all.findIndex((other) => other.upgradeProductId === upgrade.upgradeProductId) === index,
    );
  return upgrades.map(upgradeOffer(find)).filter((offer) => O.isSome(offer.path));
};
