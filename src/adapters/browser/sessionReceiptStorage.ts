import type { Receipt } from "../../domain/receipt.js";
import type { ReceiptStorage } from "../../ports/receiptStorage.js";
import { memoryReceiptStorage } from "../memory/local.js";
import { createWebStorageSlot } from "./webStorageSlot.js";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** Enough of a receipt's shape to show it; a kept value of an older build is not. */
const isReceipt = (value: unknown): value is Receipt =>
  isRecord(value) &&
  isRecord(value.confirmation) &&
  typeof value.confirmation.orderId === "number" &&
  typeof value.confirmation.orderConfirmation === "string" &&
  Array.isArray(value.lines) &&
  isRecord(value.priced) &&
  Array.isArray(value.priced.lines);

/**
 * The last purchase's receipt in `sessionStorage`, per tenant: a reload or Back shows the
 * confirmation again, and it is gone once the guest closes the tab.
 */
export const createSessionReceiptStorage = (key: string, storage: Storage): ReceiptStorage =>
  createWebStorageSlot(key, storage, isReceipt);

/** The page's: where reading `sessionStorage` itself throws (storage disabled), in memory. */
export const sessionReceiptStorageOf = (page: Window, key: string): ReceiptStorage => {
  try {
    return createSessionReceiptStorage(key, page.sessionStorage);
  } catch {
    return memoryReceiptStorage();
  }
};
