export * from "./reservationError.js";
export * from "./reserveOrder.js";
