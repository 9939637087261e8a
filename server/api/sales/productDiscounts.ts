import type * as t from "io-ts";
import type { Discount } from "#contract/ticketingCodecs.js";
import { dollarsFromCents } from "../../../src/domain/money.js";
import type { Locale } from "../../../src/domain/locale.js";
import type { SaleKind } from "../../../src/domain/tenant.js";
import type { Queryable } from "../storage/storage.js";
import { unitPriceCents } from "./ticketPrice.js";
import { discountNameIn } from "./venueWords.js";

/** A ticket type of a product, with its prices in cents. */
export interface DiscountRow {
  readonly discount_id: number;
  readonly product_id: number;
  readonly name: string;
  readonly promotion_type: number;
  readonly price_cents: number;
  readonly group_price_cents: number | null;
  readonly max_price_cents: number | null;
  /** Granted only by a promotion (a city-pass barcode): every ticket carries its code. */
  readonly is_coded: boolean;
}

/** A ticket type's columns (`discounts` as `d`), its name in the language `$n` names. */
export const discountColumnsIn = (
  language: string,
) => `d.discount_id, d.product_id, ${discountNameIn("d.discount_id", "d.name", language)} as name,
  d.promotion_type, d.price_cents, d.group_price_cents, d.max_price_cents,
  exists (select 1 from promotions p where p.discount_id = d.discount_id) as is_coded`;

/** The ticket types of these products, each product's in its display order, in `language`. */
export const discountsOf = (db: Queryable, productIds: readonly number[], language: Locale) =>
  db.query<DiscountRow>(
    `select ${discountColumnsIn("$2")} from discounts d
     where d.product_id = any($1::bigint[]) order by d.product_id, d.sort_order`,
    [[...new Set(productIds)], language],
  );

/** The ticket types the given promotions of a product grant, in display order, in `language`. */
export const discountsGrantedBy = (
  db: Queryable,
  productId: number,
  promotionIds: readonly number[],
  language: Locale,
) =>
  db.query<DiscountRow & { readonly promotion_id: number }>(
    `select ${discountColumnsIn("$3")}, pr.promotion_id from promotions pr
     join discounts d on d.discount_id = pr.discount_id
     where d.product_id = $1::bigint and pr.promotion_id = any($2::bigint[])
     order by d.sort_order, pr.promotion_id`,
    [productId, [...new Set(promotionIds)], language],
  );

/**
 * A ticket type as the discounts answer for `visitDate` shows it: the price the cart charges
 * that day. The rule prices by date alone, so once the date is asked there is no range left.
 */
export const wireDiscount = (
  discount: DiscountRow,
  saleKind: SaleKind,
  visitDate: string,
): t.OutputOf<typeof Discount> => {
  const price = dollarsFromCents(unitPriceCents(discount, saleKind, visitDate));
  return {
    id: discount.discount_id,
    name: discount.name,
    promotionType: discount.promotion_type,
    price,
    hasPriceRange: false,
    priceRange: { minRetailPrice: price, maxRetailPrice: price },
  };
};
