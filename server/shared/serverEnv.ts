import { defaultDownloadLimits, type DownloadLimits } from "./documents/downloadLimits.js";
import type { PassSettings } from "./documents/wallet/passCredentials.js";
import { developmentPassIdentity } from "./documents/wallet/passSigning.js";

/** What either server reads the same way: where it listens, its logs, its proxy, its passes. */
export interface ServerBasics {
  readonly port: number;
  readonly host: string;
  readonly logLevel: string;
  /** DATA_DIR: the embedded database's files, and a development pass certificate. */
  readonly dataDir: string;
  /** SHUTDOWN_TIMEOUT_MS: how long a shutdown waits for requests in flight (default 10 s). */
  readonly shutdownTimeoutMs: number;
  /** TRUSTED_PROXY: the proxy addresses whose X-Forwarded-For names the client; none by default. */
  readonly trustedProxy: string | undefined;
  /** PUBLIC_URL: the origin guests reach the storefront at; unset, "" (each page's own). */
  readonly publicUrl: string;
  /** PASS_*: who signs the Apple Wallet passes (docs/running.md, "Apple Wallet passes"). */
  readonly pass: PassSettings;
}

export const given = (value: string | undefined): string | undefined =>
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
export const wholeNumber = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number, 0 or more, not "${value}"`);
  }
  return parsed;
};

export const positiveInteger = (
  name: string,
  value: string | undefined,
  fallback: number,
): number => {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  }
  return parsed;
};

/** An http(s) origin and optional path, without a trailing slash: API paths are appended. */
export const readPublicUrl = (value: string | undefined): string => {
  if (value === undefined || value === "") return "";
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url === undefined || !/^https?:$/.test(url.protocol) || value.endsWith("/")) {
    throw new Error(`PUBLIC_URL must be an http(s) URL without a trailing slash, not "${value}"`);
  }
  return value;
};

/** PORT, HOST, LOG_LEVEL, DATA_DIR, SHUTDOWN_TIMEOUT_MS, TRUSTED_PROXY, PUBLIC_URL and PASS_*. */
export const readServerBasics = (env: NodeJS.ProcessEnv, cwd: string): ServerBasics => {
  const port = Number(env.PORT ?? "8080");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT ?? ""}"`);
  }
  return {
    port,
    host: env.HOST ?? "localhost",
    logLevel: env.LOG_LEVEL ?? "info",
    dataDir: env.DATA_DIR ?? `${cwd}/data`,
    shutdownTimeoutMs: positiveInteger("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS, 10_000),
    trustedProxy: env.TRUSTED_PROXY === "" ? undefined : env.TRUSTED_PROXY,
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    pass: readPassSettings(env),
  };
};

/** DOCUMENT_DOWNLOADS_PER_ORDER and _PER_CLIENT: ticket documents served an hour. */
export const readDownloadLimits = (env: NodeJS.ProcessEnv): DownloadLimits => ({
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
});

/** MAX_IN_FLIGHT: requests at work at once before a 503; unset, the server's default. */
export const readMaxInFlight = (env: NodeJS.ProcessEnv): number | undefined =>
  given(env.MAX_IN_FLIGHT) === undefined
    ? undefined
    : positiveInteger("MAX_IN_FLIGHT", env.MAX_IN_FLIGHT, 1);
