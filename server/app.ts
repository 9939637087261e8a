import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { WireCode } from "#contract/failure.js";
import type { Clock } from "./api/core/clock.js";
import { developmentPassIdentity } from "./env.js";
import { registerAfterPurchase } from "./api/routes/afterPurchase.js";
import { registerBeacon } from "./api/routes/beacon.js";
import { defaultBeaconLimits, type BeaconLimits } from "./api/routes/beaconLimits.js";
import { registerCatalog } from "./api/routes/catalog.js";
import { registerCityPass } from "./api/routes/cityPass.js";
import { registerConfig } from "./api/routes/config.js";
import { registerHealth } from "./api/routes/health.js";
import { registerKeptTickets, type WalletPassSigning } from "./api/routes/keptTickets.js";
import { defaultDownloadLimits, type DownloadLimits } from "./api/sales/documentDownloads.js";
import { registerPurchase } from "./api/routes/purchase.js";
import { defaultDeclineLimits, type DeclineLimits } from "./api/sales/cardDeclines.js";
import { registerReservation } from "./api/routes/reservation.js";
import { defaultHoldLimits, type HoldLimits } from "./api/sales/holdLimits.js";
import { registerTicketing } from "./api/routes/ticketing.js";
import { registerWebManifest } from "./api/routes/webManifest.js";
import { defaultGuessLimit, registerGuessThrottle, type GuessLimit } from "./api/http/guessThrottle.js";
import type { FirstAnswersSource } from "./storefront/pages/firstAnswers.js";
import { registerPageRendering } from "./storefront/pages/pageRendering.js";
import { registerSecurityHeaders } from "./shared/http/securityHeaders.js";
import { registerBodyLimits } from "./api/http/bodyLimits.js";
import { loggerOptions, type LogSettings } from "./shared/http/logging.js";
import { refuseBadUrl } from "./shared/http/urlLimits.js";
import { admission, defaultMaxInFlight, heavyShare, shareOf } from "./shared/http/loadShedding.js";
import { startReadCache } from "./api/http/readCache.js";
import type { Storage } from "./api/storage/storage.js";
import type { Mailbox } from "./api/mail/mailbox.js";
import type { MailLimits } from "./api/sales/mailOutbox.js";
import { startMailSender, type MailSender } from "./api/mail/sender.js";
import { shopBaseOf } from "./api/mail/shopAddress.js";
import type { MailTransport } from "./api/mail/transport.js";
import { registerMailbox } from "./api/routes/mailbox.js";
import {
  developmentCredentials,
  type PassCredentials,
} from "./shared/documents/wallet/passCredentials.js";

export interface AppOptions {
  readonly storage: Storage;
  readonly clock: Clock;
  /** The built storefront (Vite's `dist/`), served with history-API fallback when present. */
  readonly staticDir?: string;
  /** Structured logs (pino); tests pass a stream to read what was logged. */
  readonly log?: LogSettings;
  /** HOLD_MINUTES: how long a pending order holds its capacity. */
  readonly holdMinutes?: number;
  /** HOLD_EXTENSIONS: how many times one pending order's hold may be extended. */
  readonly holdExtensions?: number;
  /** DECLINES_PER_ORDER and DECLINES_PER_CLIENT: declined cards before no card is tried. */
  readonly declineLimits?: DeclineLimits;
  /** HOLDS_PER_CLIENT and HELD_SEATS_PER_CLIENT: what one client address may hold at once. */
  readonly holdLimits?: HoldLimits;
  /** MAILS_PER_RECIPIENT and MAILS_PER_CLIENT: mails an hour before none is queued. */
  readonly mailLimits?: MailLimits;
  /** BARCODE_EXCHANGES: how many times one city-pass barcode may be exchanged. */
  readonly barcodeExchanges?: number;
  /**
   * MAX_IN_FLIGHT: API requests at work on the database at once; past it, a 503 with
   * Retry-After at once. Unset, the storage's default (loadShedding.ts); null, no bound (suites
   * about other rules, whose bursts are their subject).
   */
  readonly maxInFlight?: number | null;
  /** DOCUMENT_DOWNLOADS_PER_ORDER and _PER_CLIENT: ticket documents served per hour. */
  readonly downloadLimits?: DownloadLimits;
  /** Refused guesses allowed per address; null turns the throttle off (suites about other rules). */
  readonly guessLimit?: GuessLimit | null;
  /** BEACON_*: how many fraud-beacon hits are recorded per client and window, and kept in all. */
  readonly beaconLimits?: BeaconLimits;
  /** Proxies trusted to name the client in X-Forwarded-For (Fastify's `trustProxy`); none by default. */
  readonly trustedProxy?: string;
  /**
   * The public origin the storefront and its API are reached at (PUBLIC_URL), answered in
   * /config.json; unset, /config.json answers "" for "the origin this came from".
   */
  readonly publicUrl?: string;
  /** E-mail to guests; without it, no order change queues a mail (SMTP_URL=off). */
  readonly mail?: MailOptions;
  /**
   * Whether the server listens beyond this machine (HOST): the embedded mailbox's pages are then
   * not served at all, as they are not behind a trusted proxy either.
   */
  readonly listensBeyondLoopback?: boolean;
  /** Where a page's first answers come from; unset, this server answers them itself. */
  readonly firstAnswers?: FirstAnswersSource;
  /** Who signs Apple Wallet passes; unset, a development certificate made when first needed. */
  readonly walletPassSigning?: WalletPassSigning;
}

/** How the server sends mail; the app closes the transport and mailbox when it closes. */
export interface MailOptions {
  readonly transport: MailTransport;
  /** The embedded mailbox the transport sends to, shown at /mailbox (SMTP_URL unset). */
  readonly mailbox?: Mailbox;
  /** How often the outbox is looked at (default 1 s). */
  readonly pollMs?: number;
}

/**
 * The outbox's sender runs from the moment the app is ready until it closes: it sends what
 * order changes queued, also before a restart, in the background of this process.
 */
const runMailSender = (app: FastifyInstance, options: AppOptions, mail: MailOptions) => {
  let sender: MailSender | undefined;
  app.addHook("onReady", (done) => {
    sender = startMailSender({
      storage: options.storage,
      clock: options.clock,
      transport: mail.transport,
      log: app.log,
      shopBase: shopBaseOf(app, options.publicUrl),
      ...(mail.pollMs === undefined ? {} : { pollMs: mail.pollMs }),
    });
    done();
  });
  app.addHook("onClose", async () => {
    await sender?.stop();
    mail.transport.close();
    await mail.mailbox?.close();
  });
  if (mail.mailbox === undefined) return;
  // Behind a proxy on this machine every request comes from this machine; listening beyond
  // it, one forgotten header is all that stands between a guest's mail and the world.
  if (options.trustedProxy === undefined && options.listensBeyondLoopback !== true) {
    registerMailbox(app, mail.mailbox);
  } else {
    app.log.warn("the embedded mailbox's pages are off: the server is public or behind a proxy");
  }
};

/** Suites and tools that sign no real pass: a development certificate, made on first use. */
const developmentSigning = (clock: Clock): WalletPassSigning => {
  const identity = developmentPassIdentity;
  let made: PassCredentials | undefined;
  return {
    identity,
    credentials: () => (made ??= developmentCredentials(identity, clock.now())),
  };
};

/** The offline worker the build writes (vite.config.ts) and the storefront registers. */
const SERVICE_WORKER_PATH = "/sw.js";

const isApiPath = (url: string): boolean => url.startsWith("/api/");

/**
 * A page of the storefront's router, answered with the app shell. A missing file (a script
 * chunk of an older build, an image) is a 404, never HTML the browser would try to run.
 */
const isPagePath = (url: string): boolean => {
  const path = url.split("?")[0] ?? "";
  return !isApiPath(path) && !/\.[a-z0-9]+$/i.test(path);
};

/** The reference ticketing API and, when built, the storefront it serves. */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.log === undefined ? false : loggerOptions(options.log),
    genReqId: () => randomUUID(),
    requestIdHeader: "x-request-id",
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: options.trustedProxy ?? false,
    frameworkErrors: refuseBadUrl,
  });

  // Fastify's own 4xx (malformed JSON, wrong content type, body too large) keep their status
  // but answer the contract's failure body; anything else is a bug, logged and hidden.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ Code: status, message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ Code: 500, message: "The server could not complete this request." });
  });

  const maxInFlight =
    options.maxInFlight === null
      ? undefined
      : (options.maxInFlight ?? defaultMaxInFlight[options.storage.kind]);
  const gate = maxInFlight === undefined ? undefined : admission(maxInFlight);
  // Documents and drawn pages each get a share of the gate of their own.
  const heavy = () =>
    gate === undefined || maxInFlight === undefined
      ? undefined
      : shareOf(gate, heavyShare(maxInFlight));

  // First, so that every answer has the headers, a 429 of the throttle too; the page is drawn
  // after, with the nonces they made.
  registerSecurityHeaders(app);
  await registerPageRendering(app, options.staticDir, heavy(), options.firstAnswers);
  const guessLimit = options.guessLimit === undefined ? defaultGuessLimit : options.guessLimit;
  if (guessLimit !== null) registerGuessThrottle(app, options.storage, guessLimit);

  const readCache = await startReadCache(options.storage, (message) => {
    app.log.warn(message);
  });
  app.addHook("onClose", () => readCache.stop());
  const deps = {
    storage: options.storage,
    clock: options.clock,
    readCache,
    ...(gate === undefined ? {} : { admission: gate }),
    ...(options.holdMinutes === undefined ? {} : { holdMinutes: options.holdMinutes }),
    ...(options.holdExtensions === undefined ? {} : { holdExtensions: options.holdExtensions }),
    sendsMail: options.mail !== undefined,
    ...(options.mailLimits === undefined ? {} : { mailLimits: options.mailLimits }),
    ...(options.barcodeExchanges === undefined
      ? {}
      : { barcodeExchanges: options.barcodeExchanges }),
  };
  registerHealth(app, deps);
  registerBodyLimits(app);
  registerConfig(app, deps, options.publicUrl ?? "");
  registerCatalog(app, deps);
  registerTicketing(app, deps);
  registerReservation(app, deps, options.holdLimits ?? defaultHoldLimits);
  registerPurchase(app, deps, options.declineLimits ?? defaultDeclineLimits);
  registerAfterPurchase(app, deps);
  registerKeptTickets(app, deps, {
    signing: options.walletPassSigning ?? developmentSigning(options.clock),
    shopBase: shopBaseOf(app, options.publicUrl),
    downloadLimits: options.downloadLimits ?? defaultDownloadLimits,
    admission: heavy(),
  });
  registerCityPass(app, deps);
  registerBeacon(app, deps, options.beaconLimits ?? defaultBeaconLimits);
  if (options.mail !== undefined) runMailSender(app, options, options.mail);
  registerWebManifest(app);

  const staticDir =
    options.staticDir !== undefined && existsSync(options.staticDir)
      ? options.staticDir
      : undefined;
  if (staticDir !== undefined) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, preCompressed: true });
    app.addHook("onSend", async (request, reply) => {
      if (isApiPath(request.url) || reply.statusCode !== 200) return;
      // The same URL is sent brotli, gzip or plain: a shared cache must key on the encoding.
      reply.header("vary", "accept-encoding");
      // Vite names every file under /assets/ after a hash of its content: a browser may keep it
      // for good. index.html and the images keep the default and are revalidated.
      if (request.url.startsWith("/assets/")) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      }
      // The offline worker names no hash: a new deploy's must reach the browser at once.
      if (request.url === SERVICE_WORKER_PATH) reply.header("cache-control", "no-cache");
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (staticDir !== undefined && request.method === "GET" && isPagePath(request.url)) {
      return reply.sendFile("index.html");
    }
    const path = request.url.split("?")[0] ?? "";
    return reply
      .status(404)
      .send({ Code: WireCode.NotFound, message: `No such route: ${request.method} ${path}` });
  });
  return app;
};
