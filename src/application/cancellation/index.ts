export * from "./cancellation.js";
