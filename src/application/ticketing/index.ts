export * from "./ticketing.js";
