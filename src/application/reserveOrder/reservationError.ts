import * as O from "fp-ts/lib/Option.js";
import { ApiCode, type PurchaseError, type StorefrontError } from "../../domain/errors.js";
import type { ApiFailure } from "../../ports/apiFailure.js";

/** Why no pending order could be had for the cart. */
export type ReservationFailure = ApiFailure | { readonly tag: "EMPTY_CART" };

export type ProductsUnavailable = Extract<PurchaseError, { readonly tag: "PRODUCTS_UNAVAILABLE" }>;

/**
 * Code 21 names the products that can no longer be held or sold (spec §8), whether it answers
 * the reservation or the purchase.
 */
export const productsUnavailableOf = (
  failure: ReservationFailure,
): O.Option<ProductsUnavailable> =>
  failure.tag === "API_REFUSED" && failure.code === ApiCode.ProductsUnavailable
    ? O.some({ tag: "PRODUCTS_UNAVAILABLE", productIds: failure.productIds })
    : O.none;

/** Before checkout nothing but Code 21 is the guest's to act on: any other failure is generic. */
export const reservationErrorOf = (failure: ReservationFailure): StorefrontError =>
  O.getOrElse((): StorefrontError => ({ tag: "GENERIC" }))(productsUnavailableOf(failure));
