import { buildApp } from "./app.js";
import { systemClock } from "./clock.js";
import { readEnv } from "./env.js";
import { migrate } from "./storage/migrate.js";
import { openPglite } from "./storage/pglite.js";
import { openPostgres } from "./storage/postgres.js";
import { seedIfEmpty } from "./storage/seed/seed.js";

const env = readEnv(process.env, process.cwd());
const storage =
  env.databaseUrl === undefined
    ? await openPglite(env.dataDir)
    : await openPostgres(env.databaseUrl);
await migrate(storage);
await seedIfEmpty(storage, systemClock.now());

const app = await buildApp({
  storage,
  clock: systemClock,
  staticDir: env.staticDir,
  log: { level: env.logLevel },
  publicUrl: env.publicUrl,
});

const shutdown = async () => {
  await app.close();
  await storage.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());

await app.listen({ port: env.port, host: env.host });
app.log.info(
  { storage: storage.kind, ...(env.databaseUrl === undefined ? { dataDir: env.dataDir } : {}) },
  `storefront and API on http://localhost:${env.port}`,
);
