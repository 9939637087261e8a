import type { FastifyInstance } from "fastify";
import type { Clock } from "./core/clock.js";
import { registerAfterPurchase } from "./routes/afterPurchase.js";
import { registerBeacon } from "./routes/beacon.js";
import { defaultBeaconLimits, type BeaconLimits } from "./routes/beaconLimits.js";
import { registerCatalog } from "./routes/catalog.js";
import { registerCityPass } from "./routes/cityPass.js";
import { registerConfig } from "./routes/config.js";
import { registerHealth } from "./routes/health.js";
import { registerKeptTickets } from "./routes/keptTickets.js";
import { registerMailbox } from "./routes/mailbox.js";
import { registerPurchase } from "./routes/purchase.js";
import { registerVisitChanges } from "./routes/visitChanges.js";
import { registerReservation } from "./routes/reservation.js";
import { registerTicketing } from "./routes/ticketingRoutes.js";
import { registerWaitingList } from "./routes/waitingList.js";
import { defaultDownloadLimits, type DownloadLimits } from "../shared/documents/downloadLimits.js";
import { defaultDeclineLimits, type DeclineLimits } from "./sales/cardDeclines.js";
import { defaultHoldLimits, type HoldLimits } from "./sales/holdLimits.js";
import type { MailLimits } from "./sales/mailOutbox.js";
import { defaultGuessLimit, registerGuessThrottle, type GuessLimit } from "./http/guessThrottle.js";
import { registerBodyLimits } from "./http/bodyLimits.js";
import { startReadCache } from "./http/readCache.js";
import { runWaitingListSweep } from "./http/waitingListSweep.js";
import type { Mailbox } from "./mail/mailbox.js";
import { startMailSender, type MailSender } from "./mail/sender.js";
import { shopBaseOf } from "./mail/shopAddress.js";
import type { MailTransport } from "./mail/transport.js";
import type { Storage } from "./storage/storage.js";
import {
  admissionWithShares,
  defaultMaxInFlight,
  type AdmissionWithShares,
} from "../shared/http/loadShedding.js";
import {
  developmentSigning,
  type WalletPassSigning,
} from "../shared/documents/wallet/passSigning.js";

export interface ReferenceApiOptions {
  readonly storage: Storage;
  readonly clock: Clock;
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
  /**
   * WAITING_LIST_SWEEP_SECONDS: how often lapsed holds and offers are offered to the waiting
   * list; unset, never (suites that sweep when they choose).
   */
  readonly waitingListSweepMs?: number;
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
const runMailSender = (app: FastifyInstance, options: ReferenceApiOptions, mail: MailOptions) => {
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

/** MAX_IN_FLIGHT, or the storage's default; null, no bound. */
const apiAdmission = (options: ReferenceApiOptions): AdmissionWithShares =>
  admissionWithShares(
    options.maxInFlight === null
      ? undefined
      : (options.maxInFlight ?? defaultMaxInFlight[options.storage.kind]),
  );

/**
 * The reference ticketing API on `app`: every route of the contract (spec §7 and the
 * extensions it announces), their throttles and limits, and the mail its changes send. It
 * answers the requests at work under its admission, which it returns, so that a storefront
 * drawn in the same process takes its share of the same gate, and its read cache's
 * generation, which tells that storefront when what its answers are made of has changed.
 */
export const registerReferenceApi = async (
  app: FastifyInstance,
  options: ReferenceApiOptions,
): Promise<{ admitted: AdmissionWithShares; readsGeneration: () => number | undefined }> => {
  const admitted = apiAdmission(options);
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
    ...(admitted.gate === undefined ? {} : { admission: admitted.gate }),
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
  registerVisitChanges(app, deps, options.declineLimits ?? defaultDeclineLimits);
  registerWaitingList(app, deps);
  registerKeptTickets(app, deps, {
    signing: options.walletPassSigning ?? developmentSigning(options.clock),
    shopBase: shopBaseOf(app, options.publicUrl),
    downloadLimits: options.downloadLimits ?? defaultDownloadLimits,
    admission: admitted.heavy(),
  });
  registerCityPass(app, deps);
  registerBeacon(app, deps, options.beaconLimits ?? defaultBeaconLimits);
  if (options.mail !== undefined) runMailSender(app, options, options.mail);
  if (options.waitingListSweepMs !== undefined) {
    runWaitingListSweep(app, { ...deps, everyMs: options.waitingListSweepMs });
  }
  return { admitted, readsGeneration: () => readCache.generation() };
};
