import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import { systemClock } from "./core/clock.js";
import type { ApiEnv } from "./env.js";
import type { MailOptions, ReferenceApiOptions } from "./referenceApi.js";
import { migrate } from "./storage/migrate.js";
import { openPgliteThread } from "./storage/pgliteThread.js";
import { openPostgres } from "./storage/postgres.js";
import { seedIfEmpty } from "./storage/seed/seed.js";
import { startMailbox } from "./mail/mailbox.js";
import { smtpTransport } from "./mail/transport.js";
import { loadPassCredentials } from "../shared/documents/wallet/passCredentials.js";
import { listenOn, listensBeyondLoopback, stopOnSignals } from "../shared/http/lifecycle.js";

/** SMTP_URL's server; unset, an embedded mailbox in this process; "off", no mail at all. */
const mailOptions = async (env: ApiEnv): Promise<MailOptions | undefined> => {
  if (env.mail.kind === "off") return undefined;
  if (env.mail.kind === "smtp") return { transport: smtpTransport(env.mail.url) };
  const mailbox = await startMailbox();
  return { transport: smtpTransport(mailbox.url), mailbox };
};

/** How a process builds its app from the API's options: the API alone, or with the storefront. */
export interface ApiProcess {
  readonly build: (options: ReferenceApiOptions) => Promise<FastifyInstance>;
  /** What the start line says answers on the port. */
  readonly serves: string;
}

/**
 * One API process on PORT. Alone, it prepares its database first; as one of WORKERS, the
 * primary has done that already.
 */
export const serve = async (env: ApiEnv, process_: ApiProcess) => {
  const storage =
    env.databaseUrl === undefined
      ? await openPgliteThread({ dataDir: env.dataDir })
      : await openPostgres(env.databaseUrl);
  if (cluster.isPrimary) {
    await migrate(storage);
    await seedIfEmpty(storage, systemClock.now());
  }
  const mail = await mailOptions(env);
  const app = await process_.build({
    storage,
    clock: systemClock,
    holdMinutes: env.holdMinutes,
    holdExtensions: env.holdExtensions,
    declineLimits: env.declineLimits,
    downloadLimits: env.downloadLimits,
    holdLimits: env.holdLimits,
    mailLimits: env.mailLimits,
    barcodeExchanges: env.barcodeExchanges,
    waitingListSweepMs: env.waitingListSweepMs,
    ...(env.maxInFlight === undefined ? {} : { maxInFlight: env.maxInFlight }),
    guessLimit: env.guessLimit,
    beaconLimits: env.beaconLimits,
    ...(env.trustedProxy === undefined ? {} : { trustedProxy: env.trustedProxy }),
    publicUrl: env.publicUrl,
    ...(mail === undefined ? {} : { mail }),
    listensBeyondLoopback: listensBeyondLoopback(env.host),
    walletPassSigning: {
      identity: env.pass,
      // Read (or, in development, made) at start: a bad PEM stops the server, not a guest's tap.
      credentials: (
        (credentials) => () =>
          credentials
      )(loadPassCredentials(env.pass, env.dataDir, systemClock.now())),
    },
  });
  stopOnSignals(app, env.shutdownTimeoutMs, () => storage.close());
  const port = await listenOn(app, env.port, env.host);
  app.log.info(
    { storage: storage.kind, ...(env.databaseUrl === undefined ? { dataDir: env.dataDir } : {}) },
    `${process_.serves} on http://localhost:${String(port)}`,
  );
  if (mail?.mailbox !== undefined) {
    app.log.info(`mail sent goes to the local mailbox: http://localhost:${String(port)}/mailbox`);
  }
};
