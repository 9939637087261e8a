import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { newCartToken, rememberCart } from "./carts.js";
import { apiHeaders, type TestServer } from "./harness.js";
import { confirmPurchase, pendingOrderBody, venueDay, type Booking } from "./purchaseFlow.js";

/*
 * The steps of the waiting list as its suites take them (issue 29, item 3): an entry time of
 * its own made small, bought full, a party joining it, tickets cancelled to free places, and
 * the ledger of its places.
 */

/** The guest of the orders bought here: the purchase form's. */
export const BUYER = "guest.name@example.com";

export const partyEmail = (n: number): string => `party.${String(n)}@example.com`;

const keyed = () => ({ ...apiHeaders("sn"), "idempotency-key": randomUUID() });

/** An entry time of General Admission (product 101) to come. */
export interface Slot {
  readonly slotId: number;
  readonly visitDate: string;
}

const SLOTS_A_DAY = 8;

// General Admission is sold 60 days ahead: a run of fresh slots uses the days to come up to
// there, then the clock moves on as many days, which makes as many new days to come.
const DAYS_A_WINDOW = 56;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The next entry time no test of this server has used, made `capacity` places big: one of
 * the first slots of a day to come, a later day once a day's are used. `index` counts the
 * slots taken so far, one by one.
 */
export const freshSlot = async (
  server: TestServer,
  index: number,
  capacity: number,
): Promise<Slot> => {
  const day = Math.floor(index / SLOTS_A_DAY);
  if (day > 0 && day % DAYS_A_WINDOW === 0 && index % SLOTS_A_DAY === 0) {
    server.clock.advance(DAYS_A_WINDOW * DAY_MS);
  }
  const visitDate = venueDay(server, 2 + (day % DAYS_A_WINDOW));
  const inventory = await server.inject({
    method: "POST",
    url: `/api/ticketing/Web/NonGroupSale/product/101/inventory?requestedDate=${visitDate}`,
    headers: apiHeaders("sn"),
    payload: { selectedDiscounts: [] },
  });
  expect(inventory.statusCode, inventory.body).toBe(200);
  const slots = inventory.json<{ inventory: { inventoryId: number }[] }>().inventory;
  const slot = slots[index % SLOTS_A_DAY];
  if (slot === undefined) throw new Error(`no slot ${String(index)} on ${visitDate}`);
  await server.storage.query("update slots set capacity = $2 where slot_id = $1", [
    slot.inventoryId,
    capacity,
  ]);
  return { slotId: slot.inventoryId, visitDate };
};

/** `count` General Admission adults in the slot. */
export const adultsIn = (slot: Slot, count: number): Booking => ({
  client: "sn",
  productId: 101,
  visitDate: slot.visitDate,
  lines: [{ id: 1011, promotionType: 1, ticketsCount: count }],
});

/** Holds `count` adults in the slot for a cart of its own: the answer as it came. */
export const holdIn = async (server: TestServer, slot: Slot, count: number) => {
  const cartToken = newCartToken();
  const answer = await server.inject({
    method: "POST",
    url: "/api/ticketing/create-pending-order",
    headers: { ...keyed(), carttoken: cartToken },
    payload: pendingOrderBody(adultsIn(slot, count), slot.slotId),
  });
  if (answer.statusCode === 200) {
    rememberCart(server, answer.json<{ orderId: number }>().orderId, cartToken);
  }
  return answer;
};

export interface Bought {
  readonly orderId: number;
  readonly ticketIds: readonly number[];
}

/** Buys `count` adults in the slot: the order and its tickets. */
export const buyIn = async (server: TestServer, slot: Slot, count: number): Promise<Bought> => {
  const held = await holdIn(server, slot, count);
  expect(held.statusCode, held.body).toBe(200);
  const { orderId } = held.json<{ orderId: number }>();
  const confirmed = await confirmPurchase(server, orderId);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const tickets = await server.storage.query<{ ticket_id: number }>(
    "select ticket_id from tickets where order_id = $1 order by ticket_id",
    [orderId],
  );
  return { orderId, ticketIds: tickets.map((ticket) => ticket.ticket_id) };
};

export const joinBody = (slot: Slot, count: number, email: string) => ({
  email,
  order: pendingOrderBody(adultsIn(slot, count), slot.slotId),
});

export const join = (server: TestServer, slot: Slot, count: number, email: string) =>
  server.inject({
    method: "POST",
    url: "/api/web-sales/waiting-list/join",
    headers: keyed(),
    payload: joinBody(slot, count, email),
  });

/** Joins, as it must succeed: the entry and its leave token. */
export const joined = async (server: TestServer, slot: Slot, count: number, email: string) => {
  const answer = await join(server, slot, count, email);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ entryId: number; leaveToken: string }>();
};

export const leave = (server: TestServer, token: string) =>
  server.inject({
    method: "POST",
    url: "/api/web-sales/waiting-list/leave",
    headers: keyed(),
    payload: { token },
  });

export const openOffer = (server: TestServer, token: string) =>
  server.inject({
    method: "POST",
    url: "/api/web-sales/waiting-list/offer",
    headers: apiHeaders("sn"),
    payload: { token },
  });

export const cancelTickets = (server: TestServer, order: Bought, ticketIds: readonly number[]) =>
  server.inject({
    method: "POST",
    url: "/api/web-sales/order/cancel-tickets",
    headers: keyed(),
    payload: { orderId: order.orderId, email: BUYER, ticketIds },
  });

export const refund = (server: TestServer, order: Bought) =>
  server.inject({
    method: "POST",
    url: "/api/web-sales/order/refund",
    headers: keyed(),
    payload: { orderId: order.orderId, email: BUYER },
  });

export interface Entry {
  readonly entryId: number;
  readonly email: string;
  readonly status: string;
  readonly offerToken: string;
  readonly offeredOrderId: number | null;
}

/** The slot's list, in join order. */
export const entriesOf = async (server: TestServer, slot: Slot): Promise<Entry[]> =>
  server.storage.query<Entry>(
    `select entry_id as "entryId", email, status, offer_token as "offerToken",
       offered_order_id as "offeredOrderId"
     from waiting_list where slot_id = $1 order by entry_id`,
    [slot.slotId],
  );

export const statusesOf = async (server: TestServer, slot: Slot) =>
  (await entriesOf(server, slot)).map((entry) => [entry.email, entry.status]);

/** The slot's places at the server's now: held by live pending orders, sold, free. */
export const ledgerOf = async (server: TestServer, slot: Slot) => {
  const [row] = await server.storage.query<{
    capacity: number;
    sold: number;
    held: number;
  }>(
    `select s.capacity, s.sold, coalesce((select sum(h.quantity) from holds h
        join pending_orders o on o.order_id = h.order_id
        where h.slot_id = s.slot_id and o.status = 'pending' and o.expires_at_ms > $2), 0)::integer
        as held
     from slots s where s.slot_id = $1`,
    [slot.slotId, server.clock.now().getTime()],
  );
  if (row === undefined) throw new Error(`no slot ${String(slot.slotId)}`);
  const inventory = await server.inject({
    method: "POST",
    url: `/api/ticketing/Web/NonGroupSale/product/101/inventory?requestedDate=${slot.visitDate}`,
    headers: apiHeaders("sn"),
    payload: { selectedDiscounts: [] },
  });
  const free =
    inventory
      .json<{ inventory: { inventoryId: number; remaining: number }[] }>()
      .inventory.find((candidate) => candidate.inventoryId === slot.slotId)?.remaining ?? 0;
  return { ...row, free };
};
