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
 * quadratic time on a long URL, and every request is logged: a URL with no "@" is left as it is.
 */
const maskEmails = (text: string): string =>
  AT.test(text) ? text.split(URL_DELIMITER).map(maskEmail).join("") : text;

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
// wherever they sit in a log line.
const SECRET_FIELDS: ReadonlySet<string> = new Set([
  "email",
  "orderConfirmation",
  "cardNumber",
  "cardCVV",
  "cardMonthExp",
  "cardYearExp",
  "body",
  "headers",
]);
const CENSOR = "***";
const SECRET_KEY = new RegExp(`"(?:${[...SECRET_FIELDS].join("|")})":`);

const censored = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(censored);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELDS.has(key) ? CENSOR : censored(field),
    ]),
  );
};

/**
 * A log line as written, with every secret field's value censored, at any depth. Nearly every
 * line names none, and one scan of its text says so: pino's own redaction walked each logged
 * object for every path on every line, the largest cost of a cached answer after the socket.
 */
export const censorLine = (line: string): string =>
  SECRET_KEY.test(line) ? `${JSON.stringify(censored(JSON.parse(line)))}\n` : line;

export interface LogSettings {
  readonly level: string;
  readonly stream?: NodeJS.WritableStream;
}

/** pino's options: levels by name ("info", not 30), secrets censored, URLs masked. */
export const loggerOptions = (log: LogSettings) => ({
  ...log,
  serializers: { req: requestSerializer },
  hooks: { streamWrite: censorLine },
  formatters: { level: (label: string) => ({ level: label }) },
});
