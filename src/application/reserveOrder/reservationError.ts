import * as O from "fp-ts/lib/Option.js";
import {
  ApiCode,
  unexpectedJavascriptError,
  type PurchaseError,
  type StorefrontError,
} from "../../domain/errors.js";
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

/**
 * What the guest reads when the cart could not be held: Code 21 names its products; too many
 * holds from the guest's address (Code 4291) is said plainly, not in the API's words about
 * addresses; another refusal is the API's own message (spec §8: the failure message, or
 * 'Unexpected javascript error'), which says what to fix; a throttle says how long to wait; no
 * answer, or one not understood, is the generic text.
 */
export const reservationErrorOf = (failure: ReservationFailure): StorefrontError => {
  const unavailable = productsUnavailableOf(failure);
  if (O.isSome(unavailable)) return unavailable.value;
  if (failure.tag === "API_REFUSED" && failure.code === ApiCode.TooManyHolds) {
    return { tag: "TOO_MANY_HOLDS" };
  }
  switch (failure.tag) {
    case "API_REFUSED":
    case "NOT_SUCCESSFUL": {
      const message = failure.message?.trim() ?? "";
      return {
        tag: "RESERVATION_FAILED",
        message: message === "" ? unexpectedJavascriptError : message,
      };
    }
    case "THROTTLED":
      return { tag: "THROTTLED", retryAfterSeconds: failure.retryAfterSeconds };
    default:
      return { tag: "GENERIC" };
  }
};
