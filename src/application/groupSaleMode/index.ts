export * from "./groupSaleMode.js";
