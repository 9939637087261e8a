import * as E from "fp-ts/lib/Either.js";
import type { CartProduct } from "../../domain/cart.js";
import type { SaleKind } from "../../domain/tenant.js";
import type { Inventory } from "../../domain/ticketingState.js";
import { unavailableReason, type UnavailableLine } from "../../domain/unavailableLine.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";

/** The entry times of the line's date as they stand now; null without one, or unanswered. */
const slotsNow = async (
  ticketingApi: Pick<TicketingApi, "inventory">,
  line: CartProduct,
  saleKind: SaleKind,
): Promise<readonly Inventory[] | null> => {
  if (line.inventory === null || line.visitDate === null) return null;
  const answer = await ticketingApi.inventory(
    line.productId,
    line.visitDate,
    line.selectedDiscounts,
    saleKind,
  )();
  return E.isRight(answer) ? answer.right : null;
};

/**
 * Code 21 names products, not lines or reasons (spec §8): each named line's entry times are
 * asked again, so the guest reads which line, and whether too few places are left or the time
 * is gone, rather than "no longer available" about a product still on sale.
 */
export const explainUnavailable = (
  ticketingApi: Pick<TicketingApi, "inventory">,
  lines: readonly CartProduct[],
  saleKind: SaleKind,
): Promise<readonly UnavailableLine[]> =>
  Promise.all(
    lines.map(async (line) => ({
      line,
      reason: unavailableReason(line, await slotsNow(ticketingApi, line, saleKind)),
    })),
  );
