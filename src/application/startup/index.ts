export * from "./startup.js";
