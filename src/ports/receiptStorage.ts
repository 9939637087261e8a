import type { Receipt } from "../domain/receipt.js";

/** Keeps the last purchase's receipt for the browser session. Missing or unreadable: null. */
export interface ReceiptStorage {
  load(): Receipt | null;
  save(receipt: Receipt): void;
}
