import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Source imports fp-ts and io-ts by their CommonJS paths (the only ones plain Node ESM can
    // load); the browser bundle takes their ES module twins, so unused code is shaken out.
    alias: [
      { find: /^fp-ts\/lib\/(.*)$/, replacement: "fp-ts/es6/$1" },
      { find: /^io-ts$/, replacement: "io-ts/es6/index.js" },
    ],
  },
  build: { target: "es2022", sourcemap: true },
  // `npm run dev` serves the storefront with hot reload and sends API calls to the reference
  // server (`npm run serve`, port 8080 unless API_PORT says otherwise).
  server: {
    proxy: Object.fromEntries(
      ["/api", "/config.json"].map((path) => [
        path,
        { target: `http://localhost:${process.env.API_PORT ?? "8080"}`, changeOrigin: false },
      ]),
    ),
  },
  test: {
    include: ["test/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["test/globalSetup.ts", "test/e2e/globalSetup.ts"],
    // Property runs and the dependency-checker fixtures are CPU-bound; the CI machine has 2 cores.
    testTimeout: 30_000,
    // A suite's server starts a WASM PostgreSQL and seeds it: slow on a loaded 2-core machine.
    hookTimeout: 60_000,
  },
});
