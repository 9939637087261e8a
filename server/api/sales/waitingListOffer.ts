import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { SelectedDiscount } from "#contract/ticketingCodecs.js";
import type { WaitingListOffer } from "#contract/waitingList.js";
import { ApiCode } from "../../../src/domain/errors.js";
import type { Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";

/*
 * The offer a waiting-list mail links to: the pending order held for the party, as checkout
 * resumes it with the cart token it answers to. The token in the link is all it takes: the
 * mail went to the party's own address.
 */

interface OfferRow {
  readonly entry_id: number;
  readonly status: "waiting" | "offered" | "left" | "bought" | "lapsed";
  readonly party_size: number;
  readonly order_id: number | null;
  readonly order_status: "pending" | "confirmed" | null;
  readonly expires_at_ms: number | null;
  readonly cart_token: string | null;
  readonly start_time: string;
  readonly end_time: string;
  /** The join's order, which names one entry time (a join without one is refused). */
  readonly request: {
    products: {
      productId: number;
      visitDate: string;
      inventoryId: number;
      selectedDiscounts: t.OutputOf<typeof SelectedDiscount>[];
    }[];
  };
  readonly priced: unknown;
}

/** A waiting-list link whose token names nothing: a 404, guessed as any code is. */
export const noSuchEntry = (message: string) =>
  E.left<Failure>({ status: 404, Code: ApiCode.NoSuchEntry, message });

const offerLapsed = E.left<Failure>({
  status: 409,
  Code: ApiCode.OfferLapsed,
  message: "This offer has lapsed, or its party left the waiting list.",
});

const offerTaken = E.left<Failure>({
  status: 409,
  Code: ApiCode.OfferTaken,
  message: "This offer has been bought already.",
});

export const offerOfToken = async (
  db: Queryable,
  asked: { readonly tenant: string; readonly token: string; readonly now: Date },
): Promise<E.Either<Failure, t.OutputOf<typeof WaitingListOffer>>> => {
  const [row] = await db.query<OfferRow>(
    `select w.entry_id, w.status, w.party_size, o.order_id, o.status as order_status,
       o.expires_at_ms, o.cart_token, w.request, o.priced, s.start_time, s.end_time
     from waiting_list w join slots s on s.slot_id = w.slot_id
       left join pending_orders o on o.order_id = w.offered_order_id
     where w.tenant = $1 and w.offer_token = $2`,
    [asked.tenant, asked.token],
  );
  if (row === undefined || row.status === "waiting") {
    return noSuchEntry("No places have been offered with this token.");
  }
  if (row.status === "bought" || row.order_status === "confirmed") return offerTaken;
  const [entry] = row.request.products;
  if (
    row.status !== "offered" ||
    row.order_id === null ||
    row.cart_token === null ||
    entry === undefined ||
    Number(row.expires_at_ms) <= asked.now.getTime()
  ) {
    return offerLapsed;
  }
  return E.right({
    entryId: row.entry_id,
    orderId: row.order_id,
    cartToken: row.cart_token,
    reservationExpirationDateTime: new Date(Number(row.expires_at_ms)).toISOString(),
    productId: entry.productId,
    visitDate: entry.visitDate,
    inventoryId: entry.inventoryId,
    startTime: row.start_time,
    endTime: row.end_time,
    selectedDiscounts: entry.selectedDiscounts,
    partySize: row.party_size,
    data: row.priced as t.OutputOf<typeof WaitingListOffer>["data"],
  });
};
