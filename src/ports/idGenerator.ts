/** Fresh unique ids: cart-line keys, barcode entries, idempotency keys, cart tokens. */
export interface IdGenerator {
  next(): string;
}
