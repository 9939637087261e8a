import * as E from "fp-ts/lib/Either.js";
import type { Caller } from "../core/caller.js";
import { invalidRequest, type Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";
import { venueMoment } from "../../../src/domain/venueTime.js";
import { datesValidUntil } from "./answerValidity.js";
import { dateRefusal, saleWindow } from "./saleDates.js";
import { productOnSale, type SaleProduct } from "./saleProducts.js";
import { inventoryOf, materialiseSlots, soldOutDates } from "./slots.js";

/** What the ticketing routes ask of the catalogue: a product's dates, on a date, its slots. */

/**
 * The dates that can be booked; the window's sold-out and closed days are named apart. With
 * them, until when the clock alone leaves them true (see answerValidity.ts), and that they are
 * made of the product's places: a change to them, and no other product's, drops them.
 */
export const datesOf = async (db: Queryable, caller: Caller, productId: number, now: Date) => {
  const product = await productOnSale(db, caller.tenant.client, productId);
  if (E.isLeft(product)) return product;
  const { dates, closedDates } = saleWindow(product.right, venueMoment(now));
  const [soldOut, validUntilMs] = await Promise.all([
    soldOutDates(db, productId, dates, now),
    datesValidUntil(db, product.right, now),
  ]);
  return E.right({
    answer: {
      dates: dates.filter((date) => !soldOut.has(date)),
      soldOutDates: dates.filter((date) => soldOut.has(date)),
      closedDates,
    },
    validUntilMs,
    placesOf: productId,
  });
};

/** The caller's product, on sale on `date`. */
export const productOnDate = async (
  db: Queryable,
  request: { caller: Caller; productId: number; date: string; now: Date },
): Promise<E.Either<Failure, SaleProduct>> => {
  const product = await productOnSale(db, request.caller.tenant.client, request.productId);
  if (E.isLeft(product)) return product;
  const refusal = dateRefusal(product.right, request.date, venueMoment(request.now));
  return refusal === null ? product : invalidRequest(refusal);
};

export const inventoryOn = async (db: Queryable, productId: number, date: string, now: Date) => {
  await materialiseSlots(db, productId, date);
  return inventoryOf(db, productId, date, now);
};
