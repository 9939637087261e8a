import type { Cart } from "../domain/cart.js";
import type { PendingOrder } from "../domain/pendingOrder.js";

/** What survives a reload: the cart and the pending order holding its capacity. */
export interface StoredCart {
  readonly cart: Cart;
  readonly pendingOrder: PendingOrder | null;
}

/** Keeps the cart across reloads. Reading a missing or unreadable entry gives null. */
export interface CartStorage {
  load(): StoredCart | null;
  save(stored: StoredCart): void;
  clear(): void;
}
