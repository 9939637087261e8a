export * from "./viewTickets.js";
