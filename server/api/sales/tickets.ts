import type { SaleKind } from "../../../src/domain/tenant.js";
import type { Queryable } from "../storage/storage.js";
import type { OrderLine } from "./pendingOrderLock.js";
import { newTicketBarcode } from "./codes.js";
import { unitPriceCents } from "./ticketPrice.js";

interface SlotRow {
  readonly slot_id: number;
  readonly product_id: number;
  readonly product_name: string;
  readonly visit_date: string;
  readonly start_time: string | null;
  readonly end_time: string | null;
}

interface TicketRow {
  readonly productId: number;
  readonly slotId: number;
  readonly discountId: number;
  readonly discountName: string;
  readonly name: string;
  readonly barcode: string;
  readonly visitDate: string;
  readonly startTime: string | null;
  readonly endTime: string | null;
  readonly unitCents: number;
}

interface TicketTypeRow {
  readonly discount_id: number;
  readonly name: string;
  readonly price_cents: number;
  readonly group_price_cents: number | null;
  readonly max_price_cents: number | null;
}

/** A pending order is stored with every line's slot settled; one without is a bug. */
const slotIdOf = (line: OrderLine): number => {
  if (line.inventoryId === null) throw new Error(`stored line of ${line.productId} has no slot`);
  return line.inventoryId;
};

/** The lines' slots; an untimed product's all-day slot has no entry time. */
const slotsOf = async (db: Queryable, lines: readonly OrderLine[]) => {
  const rows = await db.query<SlotRow>(
    `select s.slot_id, s.product_id, p.details->>'name' as product_name, s.visit_date,
       case when p.slot_minutes is null then null else s.start_time end as start_time,
       case when p.slot_minutes is null then null else s.end_time end as end_time
     from slots s join products p on p.product_id = s.product_id
     where s.slot_id = any($1::bigint[])`,
    [lines.map(slotIdOf)],
  );
  return new Map(rows.map((row) => [row.slot_id, row]));
};

const ticketTypes = async (db: Queryable, lines: readonly OrderLine[]) => {
  const ids = lines.flatMap((line) => line.selectedDiscounts.map((discount) => discount.id));
  const rows = await db.query<TicketTypeRow>(
    `select discount_id, name, price_cents, group_price_cents, max_price_cents
     from discounts where discount_id = any($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.discount_id, row]));
};

/**
 * One ticket per admission: a line of three adults is three tickets, each its own barcode,
 * each keeping the price one admission of its type was sold at (the price rule the order was
 * priced by), which some of them cancelled later is worked out from.
 */
const ticketsOf = (
  line: OrderLine,
  slots: ReadonlyMap<number, SlotRow>,
  types: ReadonlyMap<number, TicketTypeRow>,
  saleKind: SaleKind,
): TicketRow[] => {
  const slot = slots.get(slotIdOf(line));
  if (slot === undefined) throw new Error(`slot ${slotIdOf(line)} of a pending order is gone`);
  return line.selectedDiscounts.flatMap((discount) => {
    const type = types.get(discount.id);
    if (type === undefined) throw new Error(`ticket type ${discount.id} of an order is gone`);
    return Array.from({ length: discount.ticketsCount }, () => ({
      productId: slot.product_id,
      slotId: slot.slot_id,
      discountId: discount.id,
      discountName: type.name,
      name: slot.product_name,
      barcode: newTicketBarcode(),
      visitDate: slot.visit_date,
      startTime: slot.start_time,
      endTime: slot.end_time,
      unitCents: unitPriceCents(type, saleKind, line.visitDate),
    }));
  });
};

const insertTickets = async (db: Queryable, orderId: number, tickets: readonly TicketRow[]) => {
  const column = <K extends keyof TicketRow>(key: K) => tickets.map((ticket) => ticket[key]);
  await db.query(
    `insert into tickets (order_id, product_id, slot_id, discount_id, discount_name, name, barcode,
       visit_date, start_time, end_time, unit_cents)
     select $1, * from unnest($2::integer[], $3::bigint[], $4::integer[], $5::text[], $6::text[],
       $7::text[], $8::date[], $9::timestamp[], $10::timestamp[], $11::integer[])`,
    [
      orderId,
      column("productId"),
      column("slotId"),
      column("discountId"),
      column("discountName"),
      column("name"),
      column("barcode"),
      column("visitDate"),
      column("startTime"),
      column("endTime"),
      column("unitCents"),
    ],
  );
};

/** When the visit starts: the first slot of the order (an all-day slot starts at opening). */
export const visitStart = async (db: Queryable, lines: readonly OrderLine[]): Promise<string> => {
  const [first] = await db.query<{ start_time: string | null }>(
    "select min(start_time) as start_time from slots where slot_id = any($1::bigint[])",
    [lines.map(slotIdOf)],
  );
  if (first?.start_time == null) throw new Error("a pending order without slots");
  return first.start_time;
};

/**
 * Turns a pending order's holds into tickets with unique barcodes: the held capacity becomes
 * sold and the holds go.
 */
export const issueTickets = async (
  db: Queryable,
  order: {
    readonly orderId: number;
    readonly lines: readonly OrderLine[];
    readonly saleKind: SaleKind;
  },
): Promise<void> => {
  const { orderId, lines } = order;
  const slots = await slotsOf(db, lines);
  const types = await ticketTypes(db, lines);
  await insertTickets(
    db,
    orderId,
    lines.flatMap((line) => ticketsOf(line, slots, types, order.saleKind)),
  );
  await db.query(
    `update slots s set sold = s.sold + h.quantity from holds h
     where h.order_id = $1 and s.slot_id = h.slot_id`,
    [orderId],
  );
  await db.query("delete from holds where order_id = $1", [orderId]);
};

/**
 * Gives admissions back to the slots they were sold from: a refunded order's standing tickets,
 * or only those of `ticketIds`. It runs before they are marked cancelled, and answers the
 * slots it gave places back to, for the waiting list (offerFreedPlaces).
 */
export const returnCapacity = async (
  db: Queryable,
  orderId: number,
  ticketIds: readonly number[] | null = null,
): Promise<readonly number[]> => {
  const freed = await db.query<{ slot_id: number }>(
    `update slots s set sold = s.sold - t.count
     from (select slot_id, count(*) as count from tickets
           where order_id = $1 and cancelled_at_ms is null
             and ($2::bigint[] is null or ticket_id = any($2::bigint[]))
           group by slot_id) t
     where s.slot_id = t.slot_id
     returning s.slot_id`,
    [orderId, ticketIds],
  );
  return freed.map((row) => row.slot_id);
};
