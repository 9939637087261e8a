import cluster from "node:cluster";
import type { ApiEnv } from "./env.js";
import { migrate } from "./storage/migrate.js";
import { openPostgres } from "./storage/postgres.js";
import { seedIfEmpty } from "./storage/seed/seed.js";
import { systemClock } from "./core/clock.js";
import { loadPassCredentials } from "../shared/documents/wallet/passCredentials.js";

/*
 * WORKERS=N: the primary process prepares the database once (migrations, seed), then forks N
 * API processes that share the port (node:cluster hands each new connection to one of them)
 * and the PostgreSQL database, where every rule that spans requests is kept: capacity under
 * slot locks, idempotency keys, the mail outbox (sent by whichever process takes it first).
 */

const prepareDatabase = async (databaseUrl: string) => {
  const storage = await openPostgres(databaseUrl);
  try {
    await migrate(storage);
    await seedIfEmpty(storage, systemClock.now());
  } finally {
    await storage.close();
  }
};

/** Forks the API processes, replaces one that dies, and passes a stop signal on to all. */
export const runPrimary = async (env: ApiEnv & { databaseUrl: string }) => {
  await prepareDatabase(env.databaseUrl);
  // A development pass certificate is made here, once, not by every process at once.
  loadPassCredentials(env.pass, env.dataDir, systemClock.now());
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  cluster.on("exit", (worker, code) => {
    if (!stopping) {
      process.emitWarning(`API process ${String(worker.process.pid)} ended (${String(code)})`);
      cluster.fork();
    } else if (Object.keys(cluster.workers ?? {}).length === 0) {
      process.exit(0);
    }
  });
  for (let i = 0; i < env.workers; i += 1) cluster.fork();
};
