export * from "./priceCart.js";
