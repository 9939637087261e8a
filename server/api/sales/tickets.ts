import type { Queryable } from "../storage/storage.js";
import type { OrderLine } from "./pendingOrderLock.js";
import { newTicketBarcode } from "./codes.js";

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

const discountNames = async (db: Queryable, lines: readonly OrderLine[]) => {
  const ids = lines.flatMap((line) => line.selectedDiscounts.map((discount) => discount.id));
  const rows = await db.query<{ discount_id: number; name: string }>(
    "select discount_id, name from discounts where discount_id = any($1::bigint[])",
    [ids],
  );
  return new Map(rows.map((row) => [row.discount_id, row.name]));
};

/** One ticket per admission: a line of three adults is three tickets, each its own barcode. */
const ticketsOf = (
  line: OrderLine,
  slots: ReadonlyMap<number, SlotRow>,
  names: ReadonlyMap<number, string>,
): TicketRow[] => {
  const slot = slots.get(slotIdOf(line));
  if (slot === undefined) throw new Error(`slot ${slotIdOf(line)} of a pending order is gone`);
  return line.selectedDiscounts.flatMap((discount) =>
    Array.from({ length: discount.ticketsCount }, () => ({
      productId: slot.product_id,
      slotId: slot.slot_id,
      discountId: discount.id,
      discountName: names.get(discount.id) ?? "",
      name: slot.product_name,
      barcode: newTicketBarcode(),
      visitDate: slot.visit_date,
      startTime: slot.start_time,
      endTime: slot.end_time,
    })),
  );
};

const insertTickets = async (db: Queryable, orderId: number, tickets: readonly TicketRow[]) => {
  const column = <K extends keyof TicketRow>(key: K) => tickets.map((ticket) => ticket[key]);
  await db.query(
    `insert into tickets (order_id, product_id, slot_id, discount_id, discount_name, name, barcode,
       visit_date, start_time, end_time)
     select $1, * from unnest($2::integer[], $3::bigint[], $4::integer[], $5::text[], $6::text[],
       $7::text[], $8::date[], $9::timestamp[], $10::timestamp[])`,
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
  orderId: number,
  lines: readonly OrderLine[],
): Promise<void> => {
  const slots = await slotsOf(db, lines);
  const names = await discountNames(db, lines);
  await insertTickets(
    db,
    orderId,
    lines.flatMap((line) => ticketsOf(line, slots, names)),
  );
  await db.query(
    `update slots s set sold = s.sold + h.quantity from holds h
     where h.order_id = $1 and s.slot_id = h.slot_id`,
    [orderId],
  );
  await db.query("delete from holds where order_id = $1", [orderId]);
};

/** Gives a refunded order's admissions back to the slots they were sold from. */
export const returnCapacity = async (db: Queryable, orderId: number): Promise<void> => {
  await db.query(
    `update slots s set sold = s.sold - t.count
     from (select slot_id, count(*) as count from tickets where order_id = $1 group by slot_id) t
     where s.slot_id = t.slot_id`,
    [orderId],
  );
};
