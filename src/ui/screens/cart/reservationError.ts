import type { ReservationFailure } from "../../../application/reserveOrder/reserveOrder.js";
import { ApiCode, type StorefrontError } from "../../../domain/errors.js";

/** Code 21 names the products that can no longer be held; any other failure is generic. */
export const reservationErrorOf = (failure: ReservationFailure): StorefrontError =>
  failure.tag === "API_REFUSED" && failure.code === ApiCode.ProductsUnavailable
    ? { tag: "PRODUCTS_UNAVAILABLE", productIds: failure.productIds }
    : { tag: "GENERIC" };
