export * from "./datesPrefetch.js";
