import * as E from "fp-ts/lib/Either.js";
import type { FastifyInstance } from "fastify";
import { notFound } from "../core/failure.js";
import { route, type RouteDeps } from "../http/route.js";
import { normalizedBarcode } from "../sales/barcodeExchange.js";

interface VoucherRow {
  readonly product_id: number;
  readonly promotion_id: number;
  readonly discount_id: number;
  readonly promotion_type: number;
  readonly name: string;
  readonly exchanged: boolean;
  /** Kept by its refunded order: it was exchanged as often as a barcode may be. */
  readonly spent: boolean;
  readonly exchanges: number;
}

/**
 * City-pass voucher check: a barcode of the caller's tenant, of the provider the product names
 * (spec §5), not yet exchanged. Unknown, other provider and exchanged all answer the same 404,
 * which the storefront shows as 'Invalid barcode'; a barcode spent by its exchanges and refunds
 * says so, as only the guest who spent it learns anything from that.
 */
export const registerCityPass = (app: FastifyInstance, deps: RouteDeps) => {
  route(app, deps, "cityPassVoucher", async ({ caller, db, body }) => {
    const rows = await db.query<VoucherRow>(
      `select b.product_id, p.promotion_id, p.discount_id, d.promotion_type, p.name,
         b.exchanged_order_id is not null as exchanged, o.refunded_at_ms is not null as spent,
         b.exchanges
       from city_pass_barcodes b
       join promotions p on p.promotion_id = any(b.promotion_ids)
       join discounts d on d.discount_id = p.discount_id
       left join orders o on o.order_id = b.exchanged_order_id
       where b.barcode = $1 and b.tenant = $2 and b.provider = $3
       order by p.promotion_id`,
      [normalizedBarcode(body.voucherCode), caller.tenant.client, body.barcodeProvider],
    );
    const [first] = rows;
    if (first?.spent === true) {
      return notFound(
        `This ${body.barcodeProvider} barcode was exchanged ${String(first.exchanges)} times and each exchange refunded: it cannot be exchanged online again. Please contact Guest Services.`,
      );
    }
    if (first === undefined || first.exchanged) {
      return notFound(
        `This ${body.barcodeProvider} barcode is not valid here, or it was already exchanged.`,
      );
    }
    return E.right([
      {
        productId: first.product_id,
        appliedPromotions: rows.map((row) => ({
          promotionId: row.promotion_id,
          discountId: row.discount_id,
          promotionType: row.promotion_type,
          name: row.name,
        })),
      },
    ]);
  });
};
