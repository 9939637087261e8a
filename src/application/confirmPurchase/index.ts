export * from "./confirmPurchase.js";
