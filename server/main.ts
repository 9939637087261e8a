import cluster from "node:cluster";
import { readEnv } from "./env.js";
import { runPrimary } from "./processes.js";
import { serve } from "./serve.js";

const env = readEnv(process.env, process.cwd());
if (cluster.isPrimary && env.workers > 1 && env.databaseUrl !== undefined) {
  await runPrimary({ ...env, databaseUrl: env.databaseUrl });
} else {
  await serve(env);
}
