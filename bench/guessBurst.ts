import { buildApp } from "../server/app.js";
import { systemClock } from "../server/api/core/clock.js";
import { readEnv } from "../server/env.js";
import { migrate } from "../server/api/storage/migrate.js";
import { openPgliteThread } from "../server/api/storage/pgliteThread.js";
import { seedIfEmpty } from "../server/api/storage/seed/seed.js";
import { appKeyFor } from "#contract/appKey.js";
import { tenantOf } from "../src/domain/tenant.js";

/*
 * `npm run bench:guesses`: what a burst of failed order look-ups from one address gets,
 * under the limit the environment sets (GUESS_LIMIT, GUESS_WINDOW_SECONDS; docs/reference-api.md
 * "Rate limits"): one after another, then all at once, each burst from an address of its own.
 */

const BURST = Number(process.env.BURST ?? "600");

const storage = await openPgliteThread();
await migrate(storage);
await seedIfEmpty(storage, systemClock.now());
const { guessLimit } = readEnv(process.env, process.cwd());
const app = await buildApp({ storage, clock: systemClock, guessLimit });

const lookUp = (from: string, n: number) =>
  app.inject({
    url: `/api/web-sales/order/search/${String(900000 + n)}/nobody%40example.com`,
    headers: { appkey: appKeyFor(tenantOf("sn"), "general") },
    remoteAddress: from,
  });

const tally = (statuses: readonly number[]) =>
  statuses.reduce<Record<string, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const sequential: number[] = [];
for (let n = 0; n < BURST; n++) sequential.push((await lookUp("192.0.2.1", n)).statusCode);
const parallel = await Promise.all(
  Array.from({ length: BURST }, (_, n) => lookUp("192.0.2.2", n).then((r) => r.statusCode)),
);
console.log(
  `limit: ${String(guessLimit.maxFailures)} failures per ${String(guessLimit.windowMs / 1000)} s`,
);
console.log(`${String(BURST)} look-ups one after another:`, tally(sequential));
console.log(`${String(BURST)} look-ups at once:`, tally(parallel));
await app.close();
await storage.close();
