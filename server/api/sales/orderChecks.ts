import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { WireCode } from "#contract/failure.js";
import type { OrderProduct, PriceRequest, SaleType } from "#contract/ticketingCodecs.js";
import { isGroupsCategory } from "../../../src/domain/category.js";
import { USER_ACCOUNT_ID, salesTerminalContext } from "../../../src/domain/tenant.js";
import type { Caller } from "../core/caller.js";
import { invalidRequest, invalidRequestFailure, type Failure } from "../core/failure.js";
import type { DiscountRow } from "./productDiscounts.js";
import type { VenueMoment } from "../../../src/domain/venueTime.js";
import { dateRefusal } from "./saleDates.js";
import type { SaleProduct } from "./saleProducts.js";

/*
 * The rules an order must meet before it is priced, as pure checks: each answers the first
 * failure it finds, or undefined. The checks that need the database live in pricing.ts.
 */

export type PriceRequestBody = t.OutputOf<typeof PriceRequest>;
export type OrderProductBody = t.OutputOf<typeof OrderProduct>;

// Far above any web order, and it keeps every total well inside the wire's and the columns' ranges.
const ORDER_TICKETS_CEILING = 500;

const limitExceeded = (message: string): Failure => ({
  status: 400,
  Code: WireCode.OrderLimitExceeded,
  message,
});

const firstFailure = (checks: readonly (() => Failure | undefined)[]): Failure | undefined => {
  for (const check of checks) {
    const failure = check();
    if (failure !== undefined) return failure;
  }
  return undefined;
};

const refuseUnless = (holds: boolean, message: string) => (): Failure | undefined =>
  holds ? undefined : invalidRequestFailure(message);

/**
 * The order is placed by the web account at the caller's own venue and terminal, and every
 * sign of a group sale agrees with the appKey: orderType, groupSaleIndicator and the path.
 */
export const orderHeaderFailure = (
  order: PriceRequestBody,
  caller: Caller,
  saleType: t.TypeOf<typeof SaleType> | undefined,
): Failure | undefined => {
  const group = caller.saleKind === "group";
  const terminal = salesTerminalContext(caller.tenant, caller.saleKind);
  return firstFailure([
    refuseUnless(
      order.userAccountId === USER_ACCOUNT_ID,
      `userAccountId must be ${USER_ACCOUNT_ID}, the web account.`,
    ),
    refuseUnless(
      order.memberVenueId === terminal.MemberVenueId,
      `memberVenueId must be ${terminal.MemberVenueId}, the venue of this appKey.`,
    ),
    refuseUnless(
      order.salesTerminalTypeId === terminal.SalesTerminalTypeId,
      `salesTerminalTypeId must be ${terminal.SalesTerminalTypeId}, the terminal of this appKey.`,
    ),
    refuseUnless(
      order.orderType === (group ? "GroupSale" : "GeneralSale"),
      `orderType must be ${group ? "GroupSale" : "GeneralSale"} with this appKey.`,
    ),
    refuseUnless(
      order.groupSaleIndicator === group,
      `groupSaleIndicator must be ${String(group)} with this appKey.`,
    ),
    refuseUnless(
      saleType === undefined || saleType === (group ? "GroupSale" : "NonGroupSale"),
      `The path's saleType must be ${group ? "GroupSale" : "NonGroupSale"} with this appKey.`,
    ),
    refuseUnless(order.products.length > 0, "An order needs at least one product."),
  ]);
};

export const ticketsOf = (entry: OrderProductBody): number =>
  entry.selectedDiscounts.reduce((sum, line) => sum + line.ticketsCount, 0);

/** An order entry as checked: its visit date settled, its barcodes as the barcode table spells them. */
export interface CheckedEntry extends OrderProductBody {
  readonly visitDate: string;
}

/** A product without date selection is used on the day of purchase. */
const checkedVisitDate = (
  entry: OrderProductBody,
  product: SaleProduct,
  moment: VenueMoment,
): E.Either<Failure, string> => {
  if (product.skipVisitDateSelection) {
    return entry.visitDate === null
      ? E.right(moment.today)
      : invalidRequest(`${product.name} is used on the day of purchase: visitDate must be null.`);
  }
  if (entry.visitDate === null) return invalidRequest(`${product.name} needs a visitDate.`);
  const refusal = dateRefusal(product, entry.visitDate, moment);
  return refusal === null ? E.right(entry.visitDate) : invalidRequest(refusal);
};

const slotChoiceFailure = (entry: OrderProductBody, product: SaleProduct) =>
  product.isTimed
    ? refuseUnless(
        entry.inventoryId !== null,
        `${product.name} is timed: inventoryId must name an entry time.`,
      )()
    : refuseUnless(
        entry.inventoryId === null,
        `${product.name} has no entry times: inventoryId must be null.`,
      )();

const lineFailure = (
  line: OrderProductBody["selectedDiscounts"][number],
  product: SaleProduct,
  discounts: ReadonlyMap<number, DiscountRow>,
): Failure | undefined => {
  const discount = discounts.get(line.id);
  if (discount?.product_id !== product.productId) {
    return invalidRequestFailure(`Discount ${line.id} is not a ticket type of ${product.name}.`);
  }
  return firstFailure([
    refuseUnless(
      line.promotionType === discount.promotion_type,
      `Discount ${line.id} has promotionType ${discount.promotion_type}, not ${line.promotionType}.`,
    ),
    refuseUnless(line.ticketsCount > 0, `ticketsCount of discount ${line.id} must be at least 1.`),
    refuseUnless(
      discount.is_coded === (line.code !== undefined),
      discount.is_coded
        ? `${discount.name} is exchanged with a barcode: each ticket needs its code.`
        : `Discount ${line.id} takes no code.`,
    ),
    refuseUnless(
      line.code === undefined || line.ticketsCount === 1,
      `Each ${discount.name} ticket has its own barcode: ticketsCount must be 1.`,
    ),
  ]);
};

const normalizedCode = (code: string): string => code.trim().toUpperCase();

/** One entry of the order: its product's sale kind, date, entry time and ticket lines. */
export const checkOrderProduct = (
  entry: OrderProductBody,
  context: {
    product: SaleProduct;
    discounts: ReadonlyMap<number, DiscountRow>;
    caller: Caller;
    moment: VenueMoment;
  },
): E.Either<Failure, CheckedEntry> => {
  const { product, discounts, caller, moment } = context;
  if (isGroupsCategory(product.categoryName) && caller.saleKind !== "group") {
    return invalidRequest(`${product.name} is sold only as a group sale.`);
  }
  const visitDate = checkedVisitDate(entry, product, moment);
  if (E.isLeft(visitDate)) return visitDate;
  const failure = firstFailure([
    () => slotChoiceFailure(entry, product),
    refuseUnless(entry.selectedDiscounts.length > 0, `${product.name} needs at least one ticket.`),
    ...entry.selectedDiscounts.map((line) => () => lineFailure(line, product, discounts)),
  ]);
  if (failure !== undefined) return E.left(failure);
  return E.right({
    ...entry,
    visitDate: visitDate.right,
    selectedDiscounts: entry.selectedDiscounts.map((line) =>
      line.code === undefined ? line : { ...line, code: normalizedCode(line.code) },
    ),
  });
};

const productLimitFailure = (product: SaleProduct, count: number): Failure | undefined => {
  const maximum = product.maxTicketsAllowedPerOrder;
  if (maximum !== null && count > maximum) {
    return limitExceeded(
      product.maxTicketsAllowedPerOrderMsg ??
        `You can buy at most ${maximum} ${product.name} tickets in one order.`,
    );
  }
  const minimum = product.groupSalesMinQty;
  if (minimum !== null && count < minimum) {
    return limitExceeded(`${product.name} needs at least ${minimum} tickets in one order.`);
  }
  return undefined;
};

/**
 * A product's tickets across the whole order stay within its per-order maximum (its own
 * message says so) and reach a group's minimum; the order as a whole stays within reason.
 */
export const orderLimitFailure = (
  entries: readonly OrderProductBody[],
  products: ReadonlyMap<number, SaleProduct>,
): Failure | undefined => {
  const tickets = new Map<number, number>();
  for (const entry of entries) {
    tickets.set(entry.productId, (tickets.get(entry.productId) ?? 0) + ticketsOf(entry));
  }
  const total = [...tickets.values()].reduce((sum, count) => sum + count, 0);
  if (total > ORDER_TICKETS_CEILING) {
    return limitExceeded(`An order holds at most ${ORDER_TICKETS_CEILING} tickets.`);
  }
  return firstFailure(
    [...tickets].map(([productId, count]) => () => {
      const product = products.get(productId);
      return product === undefined ? undefined : productLimitFailure(product, count);
    }),
  );
};
