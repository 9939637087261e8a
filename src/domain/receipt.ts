import { cartProducts, type Cart, type CartProduct, type PricedCart } from "./cart.js";
import { maskEmail } from "./maskedEmail.js";
import type { PurchaseAnswer, PurchaseConfirmation } from "./order.js";

/**
 * What a guest keeps from a purchase, on its confirmation: the order's numbers, what was
 * bought (each line's product, date, entry time and tickets, at its own amount) and what was
 * charged to which card. The browser keeps it for the session, so a reload or Back shows it
 * again; the e-mail it names is masked before it is kept.
 */
export interface Receipt {
  readonly confirmation: PurchaseConfirmation;
  readonly lines: readonly CartProduct[];
  readonly priced: PricedCart;
  /** The card's last four digits; null when no card was charged (a free order). */
  readonly cardLastFour: string | null;
}

/** "4242" of "4242 4242 4242 4242"; null when the number has fewer than four digits. */
export const lastFourOf = (cardNumber: string): string | null => {
  const digits = cardNumber.replace(/\D/g, "");
  return digits.length >= 4 ? digits.slice(-4) : null;
};

const nothingPriced: PricedCart = { lines: [], subtotal: 0, tax: 0, total: 0 };

/**
 * The confirmation of a purchase of the cart priced `priced`: an answer that does not say what
 * was charged charged that price, the one the order was held at and the guest agreed to pay.
 */
export const confirmationOf = (
  answer: PurchaseAnswer,
  priced: PricedCart,
): PurchaseConfirmation => ({
  ...answer,
  totalPrice: answer.totalPrice ?? priced.total,
  totalTax: answer.totalTax ?? priced.tax,
});

/** The receipt of the cart just bought, charged to `cardNumber` (null: no card). */
export const receiptOf = (
  answer: PurchaseAnswer,
  cart: Cart,
  cardNumber: string | null,
): Receipt => {
  const priced = cart.kind === "priced" ? cart.priced : nothingPriced;
  return {
    confirmation: {
      ...confirmationOf(answer, priced),
      ticketsEmailedTo:
        answer.ticketsEmailedTo === null ? null : maskEmail(answer.ticketsEmailedTo),
    },
    lines: cartProducts(cart),
    priced,
    cardLastFour: cardNumber === null ? null : lastFourOf(cardNumber),
  };
};
