import type { Analytics } from "../../ports/analytics.js";
import type { ConfirmPurchase } from "../confirmPurchase/confirmPurchase.js";
import type { PriceCart } from "../priceCart/priceCart.js";
import { cartEvent, purchaseEvent } from "./ecommerce.js";

/**
 * add_payment_info when a purchase is submitted and purchase when it is confirmed (spec §7),
 * wrapped from outside like the other events; apart because the purchase loads later.
 */
export const withPurchaseAnalytics = (
  confirmPurchase: ConfirmPurchase,
  priceCart: Pick<PriceCart, "current">,
  analytics: Analytics,
): ConfirmPurchase => ({
  ...confirmPurchase,
  submit: async (form) => {
    // The cart at the moment of submitting is the one purchased: a success clears it.
    const submittedCart = priceCart.current();
    analytics.track(cartEvent("add_payment_info", submittedCart));
    const state = await confirmPurchase.submit(form);
    if (state.status === "confirmed")
      analytics.track(purchaseEvent(state.receipt.confirmation, submittedCart));
    return state;
  },
});
