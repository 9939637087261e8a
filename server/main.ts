import cluster from "node:cluster";
import { runPrimary } from "./api/processes.js";
import { serve } from "./api/serve.js";
import { buildApp } from "./app.js";
import { readEnv } from "./env.js";

/*
 * `npm start`. With TICKETING_API_URL, the storefront alone in front of that API
 * (server/storefront/main.ts); without it, the reference API and the storefront in one process
 * with the embedded database, so a fresh clone needs nothing else.
 */
if ((process.env.TICKETING_API_URL ?? "") !== "") {
  await import("./storefront/main.js");
} else {
  const env = readEnv(process.env, process.cwd());
  if (cluster.isPrimary && env.workers > 1 && env.databaseUrl !== undefined) {
    await runPrimary({ ...env, databaseUrl: env.databaseUrl });
  } else {
    await serve(env, {
      build: (options) =>
        buildApp({ ...options, staticDir: env.staticDir, log: { level: env.logLevel } }),
      serves: "storefront and API",
    });
  }
}
