import type { TaskEither } from "fp-ts/lib/TaskEither.js";
import type { Ticket } from "../domain/order.js";

/** One order's tickets as this device keeps them, to show them with no network. */
export interface OfflineCopy {
  /** The number the tickets were asked for with, as it was written then. */
  readonly orderConfirmation: string;
  /** None when the copy cannot be read: nothing of it could be shown. */
  readonly tickets: readonly Ticket[];
}

/** The device would not read or change what it keeps (its site data locked, its storage broken). */
export interface DeviceStorageRefused {
  readonly tag: "DEVICE_STORAGE_REFUSED";
}

/**
 * The copies of orders' tickets this device keeps so they open at the gate with no signal. The
 * offline worker makes them as the tickets pass (vite.config.ts); the storefront decides how
 * long each is kept and removes it.
 */
export interface OfflineTickets {
  /** Every copy kept (none where the device keeps none), or the device's refusal to read them. */
  copies(): TaskEither<DeviceStorageRefused, readonly OfflineCopy[]>;
  /** Removes the copy kept under this number, written as it was then; none kept is no failure. */
  remove(orderConfirmation: string): TaskEither<DeviceStorageRefused, void>;
}
