import type * as t from "io-ts";
import type { Product, PromoCodeProduct } from "#contract/catalog.js";
import type { Queryable } from "../storage/storage.js";

type WireProduct = t.OutputOf<typeof Product>;

export interface ProductRow {
  readonly product_id: number;
  readonly category: string;
  readonly is_hidden: boolean;
  readonly details: Omit<WireProduct, "productId" | "isHidden" | "appliedPromotions">;
}

const PRODUCT_COLUMNS = "product_id, category, is_hidden, details";

/** A product as every answer carries it. */
export const wireProduct = (row: ProductRow): WireProduct => ({
  productId: row.product_id,
  ...row.details,
  isHidden: row.is_hidden,
  appliedPromotions: [],
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
