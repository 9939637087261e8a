import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  build: { target: "es2022", sourcemap: true },
  test: {
    include: ["test/**/*.test.{ts,tsx}"],
    environment: "node",
    // Property runs and the dependency-checker fixtures are CPU-bound; the CI machine has 2 cores.
    testTimeout: 30_000,
  },
});
