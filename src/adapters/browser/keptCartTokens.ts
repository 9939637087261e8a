import type { IdGenerator } from "../../ports/idGenerator.js";
import { createWebStorageSlot } from "./webStorageSlot.js";

const isToken = (value: unknown): value is string => typeof value === "string" && value !== "";

/**
 * The cart token kept in Web Storage beside the cart, so that a reload, which keeps the cart
 * and its pending order, keeps the cart the order answers to: made by the first session, read
 * by every later one. Without storage, each session makes its own, as the cart is its own too.
 */
export const keptCartTokens = (key: string, storage: Storage, ids: IdGenerator): IdGenerator => {
  const slot = createWebStorageSlot(key, storage, isToken);
  return {
    next: () => {
      const kept = slot.load();
      if (kept !== null) return kept;
      const made = ids.next();
      slot.save(made);
      return made;
    },
  };
};
