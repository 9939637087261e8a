export * from "./resolveHyperlink.js";
