import { defaultGuessLimit, type GuessLimit } from "./http/guessThrottle.js";
import { defaultMailLimits, type MailLimits } from "./sales/mailOutbox.js";
import { readMailSetting, type MailSetting } from "./mail/transport.js";
import { defaultBeaconLimits, type BeaconLimits } from "./routes/beaconLimits.js";
import { DEFAULT_BARCODE_EXCHANGES } from "./sales/barcodeExchange.js";
import type { DownloadLimits } from "../shared/documents/downloadLimits.js";
import { DEFAULT_HOLD_EXTENSIONS } from "./sales/holdExtension.js";
import { defaultHoldLimits, type HoldLimits } from "./sales/holdLimits.js";
import { defaultDeclineLimits, type DeclineLimits } from "./sales/cardDeclines.js";
import {
  positiveInteger,
  readDownloadLimits,
  readMaxInFlight,
  readServerBasics,
  wholeNumber,
  type ServerBasics,
} from "../shared/serverEnv.js";

/** The reference API's settings, read once from the environment at start. */
export interface ApiEnv extends ServerBasics {
  readonly databaseUrl: string | undefined;
  /** HOLD_MINUTES: how long a pending order holds its capacity (default 10). */
  readonly holdMinutes: number;
  /** HOLD_EXTENSIONS: how many times one pending order's hold may be extended (default 3). */
  readonly holdExtensions: number;
  /** DECLINES_PER_ORDER (3) and DECLINES_PER_CLIENT (10 an hour): declines before none is tried. */
  readonly declineLimits: DeclineLimits;
  /** HOLDS_PER_CLIENT (10) and HELD_SEATS_PER_CLIENT (200): what one address may hold at once. */
  readonly holdLimits: HoldLimits;
  /** MAILS_PER_RECIPIENT (10) and MAILS_PER_CLIENT (30) an hour: mails before none is queued. */
  readonly mailLimits: MailLimits;
  /** WAITING_LIST_SWEEP_SECONDS: how often lapsed holds and offers pass on (default 30). */
  readonly waitingListSweepMs: number;
  /** BARCODE_EXCHANGES: how many times one city-pass barcode may be exchanged (default 3). */
  readonly barcodeExchanges: number;
  /**
   * DOCUMENT_DOWNLOADS_PER_ORDER (200) and DOCUMENT_DOWNLOADS_PER_CLIENT (600) an hour: ticket
   * documents (PDF, Wallet pass, calendar file) served before a download is refused.
   */
  readonly downloadLimits: DownloadLimits;
  /** MAX_IN_FLIGHT: API requests at work at once before a 503; unset, the storage's default. */
  readonly maxInFlight: number | undefined;
  /**
   * GUESS_LIMIT refused guesses per GUESS_WINDOW_SECONDS and address (docs/reference-api.md,
   * "Rate limits").
   */
  readonly guessLimit: GuessLimit;
  /**
   * BEACON_HITS_PER_CLIENT per BEACON_WINDOW_SECONDS, and BEACON_MAX_HITS in all
   * (docs/reference-api.md, "Abuse limits").
   */
  readonly beaconLimits: BeaconLimits;
  /** SMTP_URL: the mail server; unset, the embedded mailbox at /mailbox; "off", no mail. */
  readonly mail: MailSetting;
  /** WORKERS: how many API processes share the port and the PostgreSQL database (default 1). */
  readonly workers: number;
}

/**
 * Several processes need one database they all reach: PGlite is embedded in one process, and
 * the embedded mailbox keeps its mail in one process too.
 */
const readWorkers = (env: NodeJS.ProcessEnv, mail: MailSetting): number => {
  const workers = positiveInteger("WORKERS", env.WORKERS, 1);
  if (workers > 1 && (env.DATABASE_URL ?? "") === "") {
    throw new Error(
      "WORKERS above 1 needs DATABASE_URL: PGlite is the embedded database of one process",
    );
  }
  if (workers > 1 && mail.kind === "embedded") {
    throw new Error(
      'WORKERS above 1 needs SMTP_URL (a mail server, or "off"): the embedded mailbox lives in one process',
    );
  }
  return workers;
};

export const readApiEnv = (env: NodeJS.ProcessEnv, cwd: string): ApiEnv => {
  const holdMinutes = Number(env.HOLD_MINUTES ?? "10");
  if (!(holdMinutes > 0)) {
    throw new Error(`HOLD_MINUTES must be a positive number, not "${env.HOLD_MINUTES ?? ""}"`);
  }
  const mail = readMailSetting(env.SMTP_URL);
  return {
    ...readServerBasics(env, cwd),
    databaseUrl: env.DATABASE_URL === "" ? undefined : env.DATABASE_URL,
    holdMinutes,
    holdExtensions: wholeNumber("HOLD_EXTENSIONS", env.HOLD_EXTENSIONS, DEFAULT_HOLD_EXTENSIONS),
    waitingListSweepMs:
      positiveInteger("WAITING_LIST_SWEEP_SECONDS", env.WAITING_LIST_SWEEP_SECONDS, 30) * 1000,
    declineLimits: {
      perOrder: positiveInteger(
        "DECLINES_PER_ORDER",
        env.DECLINES_PER_ORDER,
        defaultDeclineLimits.perOrder,
      ),
      perClient: positiveInteger(
        "DECLINES_PER_CLIENT",
        env.DECLINES_PER_CLIENT,
        defaultDeclineLimits.perClient,
      ),
      windowMs: defaultDeclineLimits.windowMs,
    },
    holdLimits: {
      holds: positiveInteger("HOLDS_PER_CLIENT", env.HOLDS_PER_CLIENT, defaultHoldLimits.holds),
      seats: positiveInteger(
        "HELD_SEATS_PER_CLIENT",
        env.HELD_SEATS_PER_CLIENT,
        defaultHoldLimits.seats,
      ),
    },
    mailLimits: {
      perRecipient: positiveInteger(
        "MAILS_PER_RECIPIENT",
        env.MAILS_PER_RECIPIENT,
        defaultMailLimits.perRecipient,
      ),
      perClient: positiveInteger(
        "MAILS_PER_CLIENT",
        env.MAILS_PER_CLIENT,
        defaultMailLimits.perClient,
      ),
      windowMs: defaultMailLimits.windowMs,
    },
    barcodeExchanges: positiveInteger(
      "BARCODE_EXCHANGES",
      env.BARCODE_EXCHANGES,
      DEFAULT_BARCODE_EXCHANGES,
    ),
    downloadLimits: readDownloadLimits(env),
    maxInFlight: readMaxInFlight(env),
    guessLimit: {
      maxFailures: positiveInteger("GUESS_LIMIT", env.GUESS_LIMIT, defaultGuessLimit.maxFailures),
      windowMs:
        positiveInteger(
          "GUESS_WINDOW_SECONDS",
          env.GUESS_WINDOW_SECONDS,
          defaultGuessLimit.windowMs / 1000,
        ) * 1000,
    },
    beaconLimits: {
      hitsPerClient: positiveInteger(
        "BEACON_HITS_PER_CLIENT",
        env.BEACON_HITS_PER_CLIENT,
        defaultBeaconLimits.hitsPerClient,
      ),
      windowMs:
        positiveInteger(
          "BEACON_WINDOW_SECONDS",
          env.BEACON_WINDOW_SECONDS,
          defaultBeaconLimits.windowMs / 1000,
        ) * 1000,
      maxHits: positiveInteger("BEACON_MAX_HITS", env.BEACON_MAX_HITS, defaultBeaconLimits.maxHits),
    },
    mail,
    workers: readWorkers(env, mail),
  };
};
