import type { FastifyRequest } from "fastify";

// A barcode is a ticket: whoever has it gets in.
const CONFIRMATION = /((?:orderConfirmation|barcode)=)[^&#]*/gi;
const URL_DELIMITER = /([/?&=\s])/;
const AT = /@|%40/i;

const maskEmail = (part: string): string => {
  const at = AT.exec(part);
  return at === null || at.index === 0 ? part : `${part.slice(0, 1)}***${part.slice(at.index)}`;
};

/**
 * Masks the local part of every e-mail address in a URL (order search carries one). It splits
 * first rather than match one pattern over the whole URL: a backtracking pattern costs
 * quadratic time on a long URL, and every request is logged.
 */
const maskEmails = (text: string): string => text.split(URL_DELIMITER).map(maskEmail).join("");

/**
 * Masks what a URL must not leave in a log: e-mail addresses (order search) and confirmation
 * numbers (view tickets), which are each enough to see or cancel an order.
 */
export const maskUrl = (url: string): string => maskEmails(url.replace(CONFIRMATION, "$1***"));

/**
 * What a request log line holds. Bodies are never logged (they carry card numbers, CVVs and
 * e-mail addresses), and URLs are logged masked.
 */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: maskUrl(request.url),
  host: request.hostname,
  remoteAddress: request.ip,
});

// A second guard for what a future log call might pass by mistake: these fields are censored
// wherever they sit, one or two levels down.
const SECRET_FIELDS = [
  "email",
  "orderConfirmation",
  "cardNumber",
  "cardCVV",
  "cardMonthExp",
  "cardYearExp",
  "body",
  "headers",
];
const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

export interface LogSettings {
  readonly level: string;
  readonly stream?: NodeJS.WritableStream;
}

/** pino's options: levels by name ("info", not 30), secrets censored, URLs masked. */
export const loggerOptions = (log: LogSettings) => ({
  ...log,
  serializers: { req: requestSerializer },
  redact: { paths: REDACTED_PATHS, censor: "***" },
  formatters: { level: (label: string) => ({ level: label }) },
});
