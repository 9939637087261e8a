import { defineConfig } from "vitest/config";
import storefront from "./vite.config.js";

/**
 * The tests `npm run test:mutation` runs against each mutant: the in-process unit, property,
 * adapter and UI suites, which reach the domain, the application (analytics and navigation
 * through the UI) and the contract. The server, CLI and browser suites start servers,
 * processes or Chromium, whose coverage Stryker cannot see per test; no global setup, as
 * none of these suites needs a build or a database.
 */
export default defineConfig({
  ...storefront,
  test: {
    ...storefront.test,
    include: ["test/{domain,application,contract,properties,adapters,ui}/**/*.test.{ts,tsx}"],
    globalSetup: [],
  },
});
