export * from "./reserveOrder.js";
