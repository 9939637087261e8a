import type { Analytics } from "../../ports/analytics.js";
import type { PriceCart } from "../priceCart/priceCart.js";
import type { ReserveOrder } from "../reserveOrder/reserveOrder.js";
import { cartEvent } from "./ecommerce.js";

/**
 * begin_checkout when the guest reserves the cart (spec §7), wrapped from outside like the
 * other events; apart because the reservation loads later, with the cart's screens.
 */
export const withCheckoutAnalytics = (
  reserveOrder: ReserveOrder,
  priceCart: Pick<PriceCart, "current">,
  analytics: Analytics,
): ReserveOrder => ({
  ...reserveOrder,
  reserve: async () => {
    analytics.track(cartEvent("begin_checkout", priceCart.current()));
    return reserveOrder.reserve();
  },
});
