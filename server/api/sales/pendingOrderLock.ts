import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { WireCode } from "#contract/failure.js";
import { CreatePendingOrderRequest, type OrderProduct } from "#contract/ticketingCodecs.js";
import { ApiCode } from "../../../src/domain/errors.js";
import type { SaleKind } from "../../../src/domain/tenant.js";
import { describeDecodeErrors } from "../../shared/decodeFailure.js";
import type { Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";

export type OrderLine = t.TypeOf<typeof OrderProduct>;

interface PendingOrderRow {
  readonly status: "pending" | "confirmed";
  readonly expires_at_ms: number;
  readonly request: unknown;
  readonly total_cents: number;
  readonly tax_cents: number;
  readonly sale_kind: SaleKind;
}

export interface LockedOrder {
  readonly lines: readonly OrderLine[];
  readonly totalCents: number;
  readonly taxCents: number;
  readonly saleKind: SaleKind;
}

const pendingOrderExpired = E.left<Failure>({
  status: 409,
  Code: ApiCode.PendingOrderExpired,
  message: "This reservation has expired or does not exist. Please reserve your tickets again.",
});

/** The pending order was stored by this server; one that no longer decodes is a bug. */
const storedLines = (request: unknown): readonly OrderLine[] => {
  const decoded = CreatePendingOrderRequest.decode(request);
  if (E.isLeft(decoded)) {
    throw new Error(`stored pending order: ${describeDecodeErrors("request", decoded.left)}`);
  }
  return decoded.right.products;
};

/**
 * Locks the pending order for the rest of the transaction, so concurrent confirmations of one
 * order run one after the other and every one after the first finds it confirmed. A pending
 * order answers only to the cart that made it: another cart's token, like another tenant's
 * order, is answered exactly like an unknown one, so its sequential id alone neither extends
 * nor pays for it, and says nothing of whether it exists.
 */
export const lockPendingOrder = async (
  db: Queryable,
  confirmation: { orderId: number; tenant: string; cartToken: string; now: Date },
): Promise<E.Either<Failure, LockedOrder>> => {
  const [row] = await db.query<PendingOrderRow>(
    `select status, expires_at_ms, request, total_cents, tax_cents, sale_kind from pending_orders
     where order_id = $1 and tenant = $2 and cart_token = $3 for update`,
    [confirmation.orderId, confirmation.tenant, confirmation.cartToken],
  );
  if (row === undefined) return pendingOrderExpired;
  if (row.status === "confirmed") {
    return E.left<Failure>({
      status: 409,
      Code: WireCode.OrderAlreadyConfirmed,
      message: "This order is already confirmed.",
    });
  }
  if (row.expires_at_ms <= confirmation.now.getTime()) return pendingOrderExpired;
  return E.right({
    lines: storedLines(row.request),
    totalCents: row.total_cents,
    taxCents: row.tax_cents,
    saleKind: row.sale_kind,
  });
};
