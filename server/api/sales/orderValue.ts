import type { Cents } from "../../../src/domain/money.js";
import type { SaleKind } from "../../../src/domain/tenant.js";
import type { Queryable } from "../storage/storage.js";
import { priceLines, type CentsCart, type Line } from "./cartPricing.js";
import { orderCatalogueOf, type OrderCatalogue } from "./orderCatalogue.js";
import { unitPriceCents } from "./ticketPrice.js";

/*
 * What an order is worth and what its guest has paid for it. Money is conserved: after every
 * change the guest has paid, net of refunds, what the tickets the order still holds are worth,
 * priced by the rules they were sold under (their unit prices, the product's group reward,
 * the order's tax rate).
 */

/** A ticket as its worth is reckoned. */
export interface ValuedTicket {
  readonly product_id: number;
  readonly discount_id: number;
  readonly visit_date: string;
  /** The price one admission of its type was sold at; null for a ticket sold before it was kept. */
  readonly unit_cents: number | null;
}

export interface OrderTerms {
  readonly tenant: string;
  readonly saleKind: SaleKind;
  /** The tax rate the order was sold at; null for an order sold before it was kept. */
  readonly taxBasisPoints: number | null;
}

/** The order's sale kind and tax rate, as it was sold. */
export const orderTerms = async (db: Queryable, orderId: number): Promise<OrderTerms> => {
  const [row] = await db.query<{
    tenant: string;
    sale_kind: SaleKind;
    tax_basis_points: number | null;
  }>(
    `select o.tenant, p.sale_kind, o.tax_basis_points
     from orders o join pending_orders p using (order_id) where o.order_id = $1`,
    [orderId],
  );
  if (row === undefined) throw new Error(`order ${orderId} has no pending order`);
  return { tenant: row.tenant, saleKind: row.sale_kind, taxBasisPoints: row.tax_basis_points };
};

export interface Worth {
  readonly tax: Cents;
  /** Tax included. */
  readonly total: Cents;
}

/** The catalogue `tickets` are priced from: their products and ticket types, and the tax rate. */
export const catalogueOfTickets = (
  db: Queryable,
  terms: OrderTerms,
  tickets: readonly ValuedTicket[],
): Promise<OrderCatalogue> =>
  orderCatalogueOf(
    db,
    terms.tenant,
    tickets.map((ticket) => ticket.product_id),
    "en",
  );

/**
 * `tickets` of one order priced as a cart of their products: each at its kept unit price (the
 * catalogue's price rule for a ticket sold before prices were kept), the group reward taken
 * off as the purchase took it, and the order's tax.
 */
export const pricedTickets = (
  catalogue: OrderCatalogue,
  terms: OrderTerms,
  tickets: readonly ValuedTicket[],
): CentsCart => {
  const types = new Map(catalogue.discounts.map((type) => [type.discount_id, type]));
  const lines = new Map<string, Line>();
  for (const ticket of tickets) {
    const discount = types.get(ticket.discount_id);
    if (discount === undefined) throw new Error(`ticket type ${ticket.discount_id} is gone`);
    const unit = ticket.unit_cents ?? unitPriceCents(discount, terms.saleKind, ticket.visit_date);
    const key = `${ticket.product_id}:${ticket.discount_id}:${unit}`;
    const count = (lines.get(key)?.count ?? 0) + 1;
    lines.set(key, { productId: ticket.product_id, discount, count, unit });
  }
  return priceLines(
    [...lines.values()],
    catalogue.products,
    terms.taxBasisPoints ?? catalogue.taxBasisPoints,
  );
};

/** What `tickets` of one order are worth, tax included. */
export const worthOf = (
  catalogue: OrderCatalogue,
  terms: OrderTerms,
  tickets: readonly ValuedTicket[],
): Worth => {
  const { tax, total } = pricedTickets(catalogue, terms, tickets);
  return { tax, total };
};

/** What the guest has paid for the order: its purchase's charge and later charges, less refunds. */
export const paidFor = async (db: Queryable, orderId: number): Promise<Cents> => {
  const [row] = await db.query<{ paid: number }>(
    `select (coalesce((select amount_cents from payments where order_id = $1), 0)
       + coalesce((select sum(case kind when 'charge' then amount_cents else -amount_cents end)
                   from order_money where order_id = $1), 0))::integer as paid`,
    [orderId],
  );
  return row?.paid ?? 0;
};

/** Records money given back to the guest; nothing for a zero amount. */
export const recordRefund = async (
  db: Queryable,
  refund: { readonly orderId: number; readonly amountCents: Cents; readonly now: Date },
): Promise<void> => {
  if (refund.amountCents <= 0) return;
  await db.query(
    "insert into order_money (order_id, kind, amount_cents, at_ms) values ($1, 'refund', $2, $3)",
    [refund.orderId, refund.amountCents, refund.now.getTime()],
  );
};
