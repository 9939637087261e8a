export * from "./verifyBarcode.js";
