export * from "./ecommerce.js";
export * from "./withAnalytics.js";
export * from "./withCheckoutAnalytics.js";
export * from "./withFraudBeacon.js";
export * from "./withPurchaseAnalytics.js";
export * from "./withTicketingAnalytics.js";
