import type { CartStorage, StoredCart } from "../../ports/cartStorage.js";
import { createWebStorageSlot } from "./webStorageSlot.js";

const isStoredCart = (value: unknown): value is StoredCart =>
  typeof value === "object" &&
  value !== null &&
  "cart" in value &&
  "pendingOrder" in value &&
  typeof (value as { cart: unknown }).cart === "object";

/** The cart in `localStorage`, per tenant, so a reload keeps it. */
export const createLocalCartStorage = (
  key: string,
  storage: Storage = window.localStorage,
): CartStorage => createWebStorageSlot(key, storage, isStoredCart);
