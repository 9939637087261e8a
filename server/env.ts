import { defaultGuessLimit, type GuessLimit } from "./api/http/guessThrottle.js";
import { defaultMailLimits, type MailLimits } from "./api/sales/mailOutbox.js";
import { readMailSetting, type MailSetting } from "./api/mail/transport.js";
import { defaultBeaconLimits, type BeaconLimits } from "./api/routes/beaconLimits.js";
import { DEFAULT_BARCODE_EXCHANGES } from "./api/sales/barcodeExchange.js";
import { defaultDownloadLimits, type DownloadLimits } from "./api/sales/documentDownloads.js";
import { DEFAULT_HOLD_EXTENSIONS } from "./api/sales/holdExtension.js";
import { defaultHoldLimits, type HoldLimits } from "./api/sales/holdLimits.js";
import { defaultDeclineLimits, type DeclineLimits } from "./api/sales/cardDeclines.js";
import type { PassSettings } from "./shared/documents/wallet/passCredentials.js";
import { developmentPassIdentity } from "./shared/documents/wallet/passSigning.js";

/** The server's settings, read once from the environment at start. */
export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly logLevel: string;
  readonly staticDir: string;
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
  /** BARCODE_EXCHANGES: how many times one city-pass barcode may be exchanged (default 3). */
  readonly barcodeExchanges: number;
  /**
   * DOCUMENT_DOWNLOADS_PER_ORDER (200) and DOCUMENT_DOWNLOADS_PER_CLIENT (600) an hour: ticket
   * documents (PDF, Wallet pass, calendar file) served before a download is refused.
   */
  readonly downloadLimits: DownloadLimits;
  /** SHUTDOWN_TIMEOUT_MS: how long a shutdown waits for requests in flight (default 10 s). */
  readonly shutdownTimeoutMs: number;
  /** MAX_IN_FLIGHT: API requests at work at once before a 503; unset, the storage's default. */
  readonly maxInFlight: number | undefined;
  /** GUESS_LIMIT refused guesses per GUESS_WINDOW_SECONDS and address (README, "Rate limits"). */
  readonly guessLimit: GuessLimit;
  /** BEACON_HITS_PER_CLIENT per BEACON_WINDOW_SECONDS, and BEACON_MAX_HITS in all (README, "Abuse limits"). */
  readonly beaconLimits: BeaconLimits;
  /** TRUSTED_PROXY: the proxy addresses whose X-Forwarded-For names the client; none by default. */
  readonly trustedProxy: string | undefined;
  /** PUBLIC_URL: the origin guests reach the storefront at; unset, "" (each page's own). */
  readonly publicUrl: string;
  /** SMTP_URL: the mail server; unset, the embedded mailbox at /mailbox; "off", no mail. */
  readonly mail: MailSetting;
  /** PASS_*: who signs the Apple Wallet passes (README, "Apple Wallet passes"). */
  readonly pass: PassSettings;
  /** WORKERS: how many API processes share the port and the PostgreSQL database (default 1). */
  readonly workers: number;
}

const given = (value: string | undefined): string | undefined =>
  value === undefined || value === "" ? undefined : value;

/** The certificate and its key go together: one without the other could sign nothing. */
const readPassSettings = (env: NodeJS.ProcessEnv): PassSettings => {
  const certificate = given(env.PASS_CERTIFICATE);
  const key = given(env.PASS_KEY);
  if ((certificate === undefined) !== (key === undefined)) {
    throw new Error("PASS_CERTIFICATE and PASS_KEY must be set together");
  }
  return {
    typeId: given(env.PASS_TYPE_ID) ?? developmentPassIdentity.typeId,
    teamId: given(env.PASS_TEAM_ID) ?? developmentPassIdentity.teamId,
    files:
      certificate === undefined || key === undefined
        ? undefined
        : {
            certificate,
            key,
            keyPassphrase: given(env.PASS_KEY_PASSPHRASE),
            wwdrCertificate: given(env.PASS_WWDR_CERTIFICATE),
          },
  };
};

// Zero is a setting of its own: no hold is ever extended.
const wholeNumber = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number, 0 or more, not "${value}"`);
  }
  return parsed;
};

const positiveInteger = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  }
  return parsed;
};

/** An http(s) origin and optional path, without a trailing slash: API paths are appended. */
const readPublicUrl = (value: string | undefined): string => {
  if (value === undefined || value === "") return "";
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url === undefined || !/^https?:$/.test(url.protocol) || value.endsWith("/")) {
    throw new Error(`PUBLIC_URL must be an http(s) URL without a trailing slash, not "${value}"`);
  }
  return value;
};

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

export const readEnv = (env: NodeJS.ProcessEnv, cwd: string): ServerEnv => {
  const port = Number(env.PORT ?? "8080");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT ?? ""}"`);
  }
  const holdMinutes = Number(env.HOLD_MINUTES ?? "10");
  if (!(holdMinutes > 0)) {
    throw new Error(`HOLD_MINUTES must be a positive number, not "${env.HOLD_MINUTES ?? ""}"`);
  }
  const mail = readMailSetting(env.SMTP_URL);
  return {
    port,
    host: env.HOST ?? "localhost",
    dataDir: env.DATA_DIR ?? `${cwd}/data`,
    databaseUrl: env.DATABASE_URL === "" ? undefined : env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? "info",
    staticDir: env.STATIC_DIR ?? `${cwd}/dist`,
    holdMinutes,
    holdExtensions: wholeNumber("HOLD_EXTENSIONS", env.HOLD_EXTENSIONS, DEFAULT_HOLD_EXTENSIONS),
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
    downloadLimits: {
      perOrder: positiveInteger(
        "DOCUMENT_DOWNLOADS_PER_ORDER",
        env.DOCUMENT_DOWNLOADS_PER_ORDER,
        defaultDownloadLimits.perOrder,
      ),
      perClient: positiveInteger(
        "DOCUMENT_DOWNLOADS_PER_CLIENT",
        env.DOCUMENT_DOWNLOADS_PER_CLIENT,
        defaultDownloadLimits.perClient,
      ),
      windowMs: defaultDownloadLimits.windowMs,
    },
    shutdownTimeoutMs: positiveInteger("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS, 10_000),
    maxInFlight:
      given(env.MAX_IN_FLIGHT) === undefined
        ? undefined
        : positiveInteger("MAX_IN_FLIGHT", env.MAX_IN_FLIGHT, 1),
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
    trustedProxy: env.TRUSTED_PROXY === "" ? undefined : env.TRUSTED_PROXY,
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    mail,
    pass: readPassSettings(env),
    workers: readWorkers(env, mail),
  };
};
