import type * as t from "io-ts";
import type { Product, PromoCodeProduct } from "#contract/catalog.js";
import { isGroupsCategory, type ListedCategoryName } from "../../../src/domain/category.js";
import { dollarsFromCents } from "../../../src/domain/money.js";
import type { Locale } from "../../../src/domain/locale.js";
import type { Queryable } from "../storage/storage.js";
import { productDetailsIn } from "./venueWords.js";

type WireProduct = t.OutputOf<typeof Product>;

// The products' foreign key to product_categories, which the seed fills from the listed
// categories, guarantees the category is one of them.
export interface ProductRow {
  readonly product_id: number;
  readonly category: ListedCategoryName;
  readonly is_hidden: boolean;
  readonly details: Omit<WireProduct, "productId" | "isHidden" | "appliedPromotions" | "fromPrice">;
  readonly from_price_cents: number | null;
  readonly from_group_price_cents: number | null;
}

/*
 * "From $X" is the lowest price a guest of the product's list pays: a group product's group
 * price where a ticket type has one (wireProduct picks, as the domain says which category is
 * sold as a group sale). Ticket types granted only by a promotion (a city-pass barcode) are
 * exchanged, not sold, so they do not count.
 */
const SOLD_DISCOUNTS = `from discounts d where d.product_id = products.product_id
  and not exists (select 1 from promotions p where p.discount_id = d.discount_id)`;

const productColumns = (details: string) => `product_id, category, is_hidden, ${details} as details,
  (select min(d.price_cents) ${SOLD_DISCOUNTS}) as from_price_cents,
  (select min(coalesce(d.group_price_cents, d.price_cents)) ${SOLD_DISCOUNTS})
    as from_group_price_cents`;

/** A product's columns as the sale rules read it: the venue's words in English. */
export const PRODUCT_COLUMNS = productColumns("details");

/** A product's columns as a guest reads it: its words in the language `$n` names. */
const productColumnsIn = (language: string) =>
  productColumns(productDetailsIn("products", language));

const fromPriceCentsOf = (row: ProductRow): number | null =>
  isGroupsCategory(row.category) ? row.from_group_price_cents : row.from_price_cents;

/** A product as every answer carries it. */
export const wireProduct = (row: ProductRow): WireProduct => {
  const fromPriceCents = fromPriceCentsOf(row);
  return {
    productId: row.product_id,
    ...row.details,
    isHidden: row.is_hidden,
    appliedPromotions: [],
    fromPrice: fromPriceCents === null ? null : dollarsFromCents(fromPriceCents),
  };
};

/** Promo-code answers name the per-order maximum differently (spec §3). */
export const wirePromoCodeProduct = (row: ProductRow): t.OutputOf<typeof PromoCodeProduct> => {
  const { maxTicketsAllowedPerOrder, maxTicketsAllowedPerOrderMsg, ...rest } = wireProduct(row);
  return {
    ...rest,
    maxNbTicketsAllowedPerOrder: maxTicketsAllowedPerOrder,
    maxNbTicketsAllowedPerOrderMsg: maxTicketsAllowedPerOrderMsg,
  };
};

/** The tenant's listed products, in `language`. */
export const listedProducts = (db: Queryable, tenant: string, language: Locale) =>
  db.query<ProductRow>(
    `select ${productColumnsIn("$2")} from products
     where tenant = $1 and not is_hidden and is_available order by sort_order`,
    [tenant, language],
  );

/** The tenant's products among `ids`, hidden ones too, in `language`. */
export const productsByIds = (
  db: Queryable,
  tenant: string,
  ids: readonly number[],
  language: Locale,
) =>
  db.query<ProductRow>(
    `select ${productColumnsIn("$3")} from products
     where tenant = $1 and product_id = any($2) and is_available order by sort_order`,
    [tenant, [...ids], language],
  );
