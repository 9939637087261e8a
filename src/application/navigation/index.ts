export * from "./navigation.js";
