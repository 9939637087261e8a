import type { PriceCart } from "../../src/application/priceCart/priceCart.js";
import type { CartChange } from "../../src/domain/cart.js";

/** Sends one cart change as the guest makes it, through the price-cart command it names. */
export const sendCartChange = (priceCart: PriceCart, change: CartChange): Promise<boolean> => {
  switch (change.kind) {
    case "add":
      return priceCart.add(change.product);
    case "remove":
      return priceCart.remove(change.key);
    case "update":
      return priceCart.update(change.product);
  }
};
