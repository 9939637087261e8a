import { randomInt } from "node:crypto";

/*
 * Codes a guest reads aloud or types from a printout: upper-case letters and digits without
 * the look-alikes (0/O, 1/I/L), from a cryptographic source so no one can guess another
 * guest's order. 31 symbols: 10 give about 49 bits, 14 about 69, so a collision of the
 * unique columns they fill is not a practical concern.
 */

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const randomCode = (length: number): string =>
  Array.from({ length }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join("");

/** The confirmation number a guest uses to view tickets. */
export const newOrderConfirmation = (): string => randomCode(10);

/** The code printed as one admission's QR code. */
export const newTicketBarcode = (): string => randomCode(14);
