import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { SaleType } from "#contract/ticketingCodecs.js";
import type { Caller } from "../core/caller.js";
import { invalidRequestFailure, notFound, type Failure } from "../core/failure.js";
import type { KeptReads } from "../core/keptReads.js";
import type { Queryable } from "../storage/storage.js";
import { venueMoment } from "../../../src/domain/venueTime.js";
import { priceCart, type CentsCart } from "./cartPricing.js";
import {
  checkOrderProduct,
  orderHeaderFailure,
  orderLimitFailure,
  type CheckedEntry,
  type OrderProductBody,
  type PriceRequestBody,
} from "./orderChecks.js";
import { orderCatalogueOf, type OrderCatalogue } from "./orderCatalogue.js";
import type { DiscountRow } from "./productDiscounts.js";
import { productsUnavailable, type SaleProduct } from "./saleProducts.js";
import { slotOf } from "./slots.js";

/*
 * Validation and pricing shared by the price call and create-pending-order: the same order
 * is refused, or priced to the cent, by both.
 */

export interface PricedOrder {
  readonly entries: readonly CheckedEntry[];
  readonly cart: CentsCart;
}

interface Catalogue {
  /** Each entry of the order with its product. */
  readonly entries: readonly { entry: OrderProductBody; product: SaleProduct }[];
  readonly products: ReadonlyMap<number, SaleProduct>;
  readonly discounts: ReadonlyMap<number, DiscountRow>;
  readonly taxBasisPoints: number;
}

const catalogueOf = async (
  db: Queryable,
  caller: Caller,
  order: readonly OrderProductBody[],
  kept: KeptReads<OrderCatalogue> | undefined,
): Promise<E.Either<Failure, Catalogue>> => {
  const { products, discounts, taxBasisPoints } = await orderCatalogueOf(
    db,
    caller.tenant.client,
    order.map((entry) => entry.productId),
    caller.language,
    kept,
  );
  const entries = [];
  for (const entry of order) {
    const product = products.get(entry.productId);
    if (product === undefined) return notFound(`Product ${entry.productId} is not sold here.`);
    entries.push({ entry, product });
  }
  const unavailable = [...products.values()].filter((product) => !product.isAvailable);
  if (unavailable.length > 0) return productsUnavailable(unavailable.map((p) => p.productId));
  return E.right({
    entries,
    products,
    discounts: new Map(discounts.map((d) => [d.discount_id, d])),
    taxBasisPoints,
  });
};

/** The refusal of an entry whose chosen entry time is not one still on sale. */
export const slotRefusal = (entry: CheckedEntry): Failure =>
  invalidRequestFailure(
    `inventoryId ${String(entry.inventoryId)} is not an entry time of product ${entry.productId} on ${entry.visitDate} that is still on sale.`,
  );

const slotFailure = async (
  db: Queryable,
  entry: CheckedEntry,
  now: Date,
): Promise<Failure | undefined> => {
  if (entry.inventoryId === null) return undefined;
  const slot = await slotOf(db, {
    productId: entry.productId,
    date: entry.visitDate,
    inventoryId: entry.inventoryId,
    now,
  });
  return slot === undefined ? slotRefusal(entry) : undefined;
};

/**
 * A coded ticket is exchanged for an unexchanged barcode of the caller's tenant, for this
 * product, whose promotion grants that ticket type; a barcode serves once per order.
 */
export const barcodeFailure = async (
  db: Queryable,
  tenant: string,
  entries: readonly CheckedEntry[],
): Promise<Failure | undefined> => {
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const { id, code } of entry.selectedDiscounts) {
      if (code === undefined) continue;
      if (seen.has(code)) return invalidRequestFailure(`Barcode ${code} is used twice.`);
      seen.add(code);
      const valid = await db.query(
        `select 1 from city_pass_barcodes b
         where b.barcode = $1 and b.tenant = $2 and b.product_id = $3::bigint
           and b.exchanged_order_id is null
           and exists (select 1 from promotions p
                       where p.promotion_id = any(b.promotion_ids) and p.discount_id = $4::bigint)`,
        [code, tenant, entry.productId, id],
      );
      if (valid.length === 0) {
        return invalidRequestFailure(
          `Barcode ${code} is not a valid, unexchanged barcode for discount ${id}.`,
        );
      }
    }
  }
  return undefined;
};

const entriesFailure = async (
  db: Queryable,
  tenant: string,
  entries: readonly CheckedEntry[],
  now: Date,
): Promise<Failure | undefined> => {
  for (const entry of entries) {
    const failure = await slotFailure(db, entry, now);
    if (failure !== undefined) return failure;
  }
  return barcodeFailure(db, tenant, entries);
};

interface PriceInput {
  readonly order: PriceRequestBody;
  readonly caller: Caller;
  readonly now: Date;
  readonly saleType?: t.TypeOf<typeof SaleType>;
  /** The catalogue as this process keeps it (readCache.ts), when it does. */
  readonly catalogue?: KeptReads<OrderCatalogue>;
}

type EntriesFailure = (entries: readonly CheckedEntry[]) => Promise<Failure | undefined>;

const checkedAndPriced = async (
  db: Queryable,
  input: PriceInput,
  entriesFailure: EntriesFailure,
): Promise<E.Either<Failure, PricedOrder>> => {
  const { order, caller } = input;
  const header = orderHeaderFailure(order, caller, input.saleType);
  if (header !== undefined) return E.left(header);
  const catalogue = await catalogueOf(db, caller, order.products, input.catalogue);
  if (E.isLeft(catalogue)) return catalogue;
  const { products, discounts, taxBasisPoints } = catalogue.right;
  const moment = venueMoment(input.now);
  const entries: CheckedEntry[] = [];
  for (const { entry, product } of catalogue.right.entries) {
    const checked = checkOrderProduct(entry, { product, discounts, caller, moment });
    if (E.isLeft(checked)) return checked;
    entries.push(checked.right);
  }
  const failure = orderLimitFailure(entries, products) ?? (await entriesFailure(entries));
  if (failure !== undefined) return E.left(failure);
  const cart = priceCart(
    { entries, products, discounts, saleKind: caller.saleKind },
    taxBasisPoints,
  );
  return E.right({ entries, cart });
};

/** Checks every rule of the order, then prices it; the first broken rule is the answer. */
export const priceOrder = (db: Queryable, input: PriceInput) =>
  checkedAndPriced(db, input, (entries) =>
    entriesFailure(db, input.caller.tenant.client, entries, input.now),
  );

/**
 * Checks and prices an order about to be held, except its entry times and barcodes: the hold
 * checks the entry times in its own call (one round trip fewer per order) and the barcodes
 * are checked after it, so a refusal is the one the price call would give.
 */
export const priceOrderBeforeHold = (db: Queryable, input: PriceInput) =>
  checkedAndPriced(db, input, () => Promise.resolve(undefined));
