import cluster from "node:cluster";
import { buildApp, type MailOptions } from "./app.js";
import { systemClock } from "./api/core/clock.js";
import type { ServerEnv } from "./env.js";
import { migrate } from "./api/storage/migrate.js";
import { openPglite } from "./api/storage/pglite.js";
import { openPostgres } from "./api/storage/postgres.js";
import { seedIfEmpty } from "./api/storage/seed/seed.js";
import { startMailbox } from "./api/mail/mailbox.js";
import { smtpTransport } from "./api/mail/transport.js";
import { loadPassCredentials } from "./shared/documents/wallet/passCredentials.js";

/** SMTP_URL's server; unset, an embedded mailbox in this process; "off", no mail at all. */
const mailOptions = async (env: ServerEnv): Promise<MailOptions | undefined> => {
  if (env.mail.kind === "off") return undefined;
  if (env.mail.kind === "smtp") return { transport: smtpTransport(env.mail.url) };
  const mailbox = await startMailbox();
  return { transport: smtpTransport(mailbox.url), mailbox };
};

/**
 * One API process: the storefront and the API on PORT. Alone, it prepares its database
 * first; as one of WORKERS, the primary has done that already.
 */
/** Names of this machine's own interface: a server listening on them is reached from it alone. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1"]);

export const serve = async (env: ServerEnv) => {
  const storage =
    env.databaseUrl === undefined
      ? await openPglite(env.dataDir)
      : await openPostgres(env.databaseUrl);
  if (cluster.isPrimary) {
    await migrate(storage);
    await seedIfEmpty(storage, systemClock.now());
  }
  const mail = await mailOptions(env);
  const app = await buildApp({
    storage,
    clock: systemClock,
    staticDir: env.staticDir,
    log: { level: env.logLevel },
    holdMinutes: env.holdMinutes,
    holdExtensions: env.holdExtensions,
    declineLimits: env.declineLimits,
    downloadLimits: env.downloadLimits,
    holdLimits: env.holdLimits,
    mailLimits: env.mailLimits,
    barcodeExchanges: env.barcodeExchanges,
    ...(env.maxInFlight === undefined ? {} : { maxInFlight: env.maxInFlight }),
    guessLimit: env.guessLimit,
    beaconLimits: env.beaconLimits,
    ...(env.trustedProxy === undefined ? {} : { trustedProxy: env.trustedProxy }),
    publicUrl: env.publicUrl,
    ...(mail === undefined ? {} : { mail }),
    listensBeyondLoopback: !LOOPBACK_HOSTS.has(env.host),
    walletPassSigning: {
      identity: env.pass,
      // Read (or, in development, made) at start: a bad PEM stops the server, not a guest's tap.
      credentials: (
        (credentials) => () =>
          credentials
      )(loadPassCredentials(env.pass, env.dataDir, systemClock.now())),
    },
  });

  /**
   * Stops taking requests (new ones are answered 503), lets those in flight finish, then exits
   * 0; a request that will not finish does not hold the process past the timeout, exit 1.
   */
  const shutdown = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown timed out with requests still in flight");
      process.exit(1);
    }, env.shutdownTimeoutMs).unref();
    // A keep-alive connection that finishes its request after close began is idle only then:
    // closing idle connections once, as close does, would wait on it until it times out.
    const sweep = setInterval(() => {
      app.server.closeIdleConnections();
    }, 100);
    await app.close();
    clearInterval(sweep);
    await storage.close();
    process.exit(0);
  };
  process.once("SIGINT", (signal) => void shutdown(signal));
  process.once("SIGTERM", (signal) => void shutdown(signal));

  await app.listen({ port: env.port, host: env.host });
  // PORT=0 takes a free port: the one taken is the one to name.
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : env.port;
  app.log.info(
    { storage: storage.kind, ...(env.databaseUrl === undefined ? { dataDir: env.dataDir } : {}) },
    `storefront and API on http://localhost:${port}`,
  );
  if (mail?.mailbox !== undefined) {
    app.log.info(`mail sent goes to the local mailbox: http://localhost:${port}/mailbox`);
  }
};
