import cluster from "node:cluster";
import { buildReferenceApiApp } from "./app.js";
import { readApiEnv } from "./env.js";
import { runPrimary } from "./processes.js";
import { serve } from "./serve.js";

/** `npm run api`: the reference ticketing API alone, with its database, mail and seed. */
const env = readApiEnv(process.env, process.cwd());
if (cluster.isPrimary && env.workers > 1 && env.databaseUrl !== undefined) {
  await runPrimary({ ...env, databaseUrl: env.databaseUrl });
} else {
  await serve(env, {
    build: (options) => buildReferenceApiApp({ ...options, log: { level: env.logLevel } }),
    serves: "reference ticketing API",
  });
}
