import type { CartStorage, StoredCart } from "../../ports/cartStorage.js";

const isStoredCart = (value: unknown): value is StoredCart =>
  typeof value === "object" &&
  value !== null &&
  "cart" in value &&
  "pendingOrder" in value &&
  typeof (value as { cart: unknown }).cart === "object";

/**
 * The cart in `localStorage`, per tenant, so a reload keeps it. Storage that is full, disabled
 * (private browsing) or holds something unreadable degrades to "no saved cart", never an error.
 */
export const createLocalCartStorage = (
  key: string,
  storage: Storage = window.localStorage,
): CartStorage => ({
  load: () => {
    try {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      const parsed: unknown = JSON.parse(raw);
      return isStoredCart(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  save: (stored) => {
    try {
      storage.setItem(key, JSON.stringify(stored));
    } catch (error) {
      console.warn("the cart could not be saved for a reload", error);
    }
  },
  clear: () => {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing saved, nothing to clear.
    }
  },
});
