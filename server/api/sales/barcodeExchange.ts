import type { Queryable } from "../storage/storage.js";
import type { OrderLine } from "./pendingOrderLock.js";

/**
 * How many times one barcode may be exchanged: a guest whose plans change refunds and exchanges
 * again, while exchange, refund, exchange over and over sends mail for free (issue 24).
 */
export const DEFAULT_BARCODE_EXCHANGES = 3;

/** Barcodes are printed in upper case; guests type them any way, with stray spaces. */
export const normalizedBarcode = (code: string): string => code.trim().toUpperCase();

/**
 * A city-pass line carries its barcode as the selected discount's code, stored with the
 * pending order as the barcode table spells it.
 */
const barcodesOf = (lines: readonly OrderLine[]): string[] =>
  lines.flatMap((line) =>
    line.selectedDiscounts.flatMap((discount) =>
      discount.code === undefined ? [] : [discount.code],
    ),
  );

/**
 * Marks an order's city-pass barcodes exchanged, and answers the products of those another
 * order exchanged first. The update takes only barcodes nobody holds, so of two orders racing
 * for one barcode the second finds it taken.
 */
export const exchangeBarcodes = async (
  db: Queryable,
  order: { orderId: number; tenant: string; lines: readonly OrderLine[] },
): Promise<number[]> => {
  const codes = barcodesOf(order.lines);
  if (codes.length === 0) return [];
  const where = [order.tenant, codes, order.orderId];
  await db.query(
    `update city_pass_barcodes set exchanged_order_id = $3, exchanges = exchanges + 1
     where tenant = $1 and barcode = any($2) and exchanged_order_id is null`,
    where,
  );
  const taken = await db.query<{ product_id: number }>(
    `select product_id from city_pass_barcodes
     where tenant = $1 and barcode = any($2) and exchanged_order_id <> $3`,
    where,
  );
  return taken.map((row) => row.product_id);
};

/**
 * A refunded exchange gives its barcodes back, the pass was not used, as long as each has
 * exchanges left: one exchanged `maxExchanges` times stays with its refunded order, spent.
 */
export const releaseBarcodes = async (
  db: Queryable,
  refunded: { orderId: number; maxExchanges: number },
): Promise<void> => {
  await db.query(
    `update city_pass_barcodes set exchanged_order_id = null
     where exchanged_order_id = $1 and exchanges < $2`,
    [refunded.orderId, refunded.maxExchanges],
  );
};
