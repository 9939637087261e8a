import * as E from "fp-ts/lib/Either.js";
import * as texts from "../../../src/domain/texts.js";
import type { Product } from "../../../src/domain/product.js";
import { WireCode } from "#contract/failure.js";
import { notFound, type Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";
import { PRODUCT_COLUMNS, wireProduct, type ProductRow } from "./productRows.js";

/** A product as the sale rules read it: the catalogue's fields and when it is sold. */
export interface SaleProduct extends Product {
  readonly isAvailable: boolean;
  /** Days of the week (0 = Sunday) the product is not sold. */
  readonly closedWeekdays: readonly number[];
  /** When the product's day ends at the venue, "HH:mm:ss": after it, today is no longer sold. */
  readonly closeTime: string;
}

export interface SaleProductRow extends ProductRow {
  readonly is_available: boolean;
  readonly closed_weekdays: number[];
  readonly close_time: string;
}

export const toSaleProduct = (row: SaleProductRow): SaleProduct => ({
  ...wireProduct(row),
  categoryName: row.category,
  isAvailable: row.is_available,
  closedWeekdays: row.closed_weekdays,
  closeTime: row.close_time,
});

/**
 * The tenant's products among `ids`, hidden ones included (a promo code sells them).
 * Ids come from callers and may exceed an integer column's range, hence the bigint casts.
 */
export const SALE_PRODUCTS_BY_IDS = `select ${PRODUCT_COLUMNS}, is_available, closed_weekdays,
  close_time from products where tenant = $1 and product_id = any($2::bigint[])`;

export const saleProductsByIds = async (
  db: Queryable,
  tenant: string,
  ids: readonly number[],
): Promise<ReadonlyMap<number, SaleProduct>> => {
  const rows = await db.query<SaleProductRow>(SALE_PRODUCTS_BY_IDS, [tenant, [...new Set(ids)]]);
  return new Map(rows.map((row) => [row.product_id, toSaleProduct(row)]));
};

/** A product the caller may ask dates, discounts or inventory of: its own, and on sale. */
export const productOnSale = async (
  db: Queryable,
  tenant: string,
  productId: number,
): Promise<E.Either<Failure, SaleProduct>> => {
  const product = (await saleProductsByIds(db, tenant, [productId])).get(productId);
  return product?.isAvailable === true
    ? E.right(product)
    : notFound(`Product ${productId} is not on sale here.`);
};

/** Code 21 (spec §8): the storefront matches the ids against its cart. */
export const productsUnavailable = (productIds: readonly number[]): E.Either<Failure, never> =>
  E.left<Failure>({
    status: 409,
    Code: WireCode.ProductsUnavailable,
    message: texts.productsUnavailable,
    productIds,
  });
