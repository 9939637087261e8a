import type { Analytics } from "../../ports/analytics.js";
import type { Ticketing } from "../ticketing/ticketing.js";
import { viewItemEvent } from "./ecommerce.js";

/**
 * view_item when a product page opens (spec §7), wrapped from outside like the other events;
 * apart because the product page's use case loads later.
 */
export const withTicketingAnalytics = (ticketing: Ticketing, analytics: Analytics): Ticketing => ({
  ...ticketing,
  open: async (...args) => {
    analytics.track(viewItemEvent(args[0]));
    await ticketing.open(...args);
  },
});
