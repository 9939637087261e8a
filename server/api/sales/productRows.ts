import type * as t from "io-ts";
import type { Product, PromoCodeProduct } from "#contract/catalog.js";
import { dollarsFromCents } from "../../../src/domain/money.js";
import type { Queryable } from "../storage/storage.js";

type WireProduct = t.OutputOf<typeof Product>;

export interface ProductRow {
  readonly product_id: number;
  readonly category: string;
  readonly is_hidden: boolean;
  readonly details: Omit<WireProduct, "productId" | "isHidden" | "appliedPromotions" | "fromPrice">;
  readonly from_price_cents: number | null;
}

/*
 * "From $X" is the lowest price a guest of the product's list pays: a group product's group
 * price where a ticket type has one. Ticket types granted only by a promotion (a city-pass
 * barcode) are exchanged, not sold, so they do not count.
 */
export const PRODUCT_COLUMNS = `product_id, category, is_hidden, details,
  (select min(case when products.category = 'productsGroups'
                   then coalesce(d.group_price_cents, d.price_cents) else d.price_cents end)
   from discounts d where d.product_id = products.product_id
     and not exists (select 1 from promotions p where p.discount_id = d.discount_id)
  ) as from_price_cents`;

/** A product as every answer carries it. */
export const wireProduct = (row: ProductRow): WireProduct => ({
  productId: row.product_id,
  ...row.details,
  isHidden: row.is_hidden,
  appliedPromotions: [],
  fromPrice: row.from_price_cents === null ? null : dollarsFromCents(row.from_price_cents),
});

/** Promo-code answers name the per-order maximum differently (spec §3). */
export const wirePromoCodeProduct = (row: ProductRow): t.OutputOf<typeof PromoCodeProduct> => {
  const { maxTicketsAllowedPerOrder, maxTicketsAllowedPerOrderMsg, ...rest } = wireProduct(row);
  return {
    ...rest,
    maxNbTicketsAllowedPerOrder: maxTicketsAllowedPerOrder,
    maxNbTicketsAllowedPerOrderMsg: maxTicketsAllowedPerOrderMsg,
  };
};

export const listedProducts = (db: Queryable, tenant: string) =>
  db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products
     where tenant = $1 and not is_hidden and is_available order by sort_order`,
    [tenant],
  );

export const productsByIds = (db: Queryable, tenant: string, ids: readonly number[]) =>
  db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products
     where tenant = $1 and product_id = any($2) and is_available order by sort_order`,
    [tenant, [...ids]],
  );
