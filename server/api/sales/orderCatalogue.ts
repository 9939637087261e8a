import type { KeptReads } from "../core/keptReads.js";
import type { Queryable } from "../storage/storage.js";
import type { Locale } from "../../../src/domain/locale.js";
import { discountColumnsIn, type DiscountRow } from "./productDiscounts.js";
import {
  SALE_PRODUCTS_BY_IDS,
  toSaleProduct,
  type SaleProduct,
  type SaleProductRow,
} from "./saleProducts.js";

/**
 * What pricing an order reads: its products, their ticket types (named in the caller's
 * language, as the priced lines name them) and the tenant's tax rate.
 */
export interface OrderCatalogue {
  readonly products: ReadonlyMap<number, SaleProduct>;
  /** The ticket types of the tenant's products among those ordered, in display order. */
  readonly discounts: readonly DiscountRow[];
  readonly taxBasisPoints: number;
}

/*
 * One statement instead of three, as every price and create-pending-order call reads all
 * three: each round trip to the database costs more than the rows it brings.
 */
const ORDER_CATALOGUE = `with p as (${SALE_PRODUCTS_BY_IDS})
  select
    (select coalesce(json_agg(p), '[]') from p) as products,
    (select coalesce(json_agg(d order by d.product_id, d.sort_order), '[]')
     from (select ${discountColumnsIn("$3")}, d.sort_order from discounts d
           where d.product_id in (select product_id from p)) d) as discounts,
    (select tax_basis_points from tenant_settings where tenant = $1) as tax_basis_points`;

const readOrderCatalogue = async (
  db: Queryable,
  tenant: string,
  ids: readonly number[],
  language: Locale,
): Promise<OrderCatalogue> => {
  const [row] = await db.query<{
    products: SaleProductRow[];
    discounts: DiscountRow[];
    tax_basis_points: number | null;
  }>(ORDER_CATALOGUE, [tenant, ids, language]);
  if (row === undefined) throw new Error("the order catalogue answered no row");
  return {
    products: new Map(row.products.map((product) => [product.product_id, toSaleProduct(product)])),
    discounts: row.discounts,
    taxBasisPoints: row.tax_basis_points ?? 0,
  };
};

/**
 * The catalogue of the tenant's products among `ids` in `language`, from `kept` when it has
 * it: the hold still checks capacity and entry times in the database, under its locks.
 */
export const orderCatalogueOf = async (
  db: Queryable,
  tenant: string,
  ids: readonly number[],
  language: Locale,
  kept?: KeptReads<OrderCatalogue>,
): Promise<OrderCatalogue> => {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const key = `${tenant} ${language} ${unique.join(",")}`;
  const found = kept?.get(key);
  if (found !== undefined) return found;
  const readAt = kept?.generation() ?? 0;
  const catalogue = await readOrderCatalogue(db, tenant, unique, language);
  kept?.keep(key, catalogue, readAt);
  return catalogue;
};
