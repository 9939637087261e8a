import type { FastifyRequest } from "fastify";

/*
 * Query parameters whose value is enough to see, use or cancel an order: a confirmation number
 * (view tickets), a barcode (a ticket: whoever has it gets in), an e-mail address (order search),
 * a waiting-list link's token (its mail's checkout and leave pages: whoever has it buys or
 * leaves) and card data, which no form sends in a URL but a mistaken link might. As
 * `parameterKey` writes them.
 */
const SECRET_PARAMETERS: ReadonlySet<string> = new Set([
  "orderconfirmation",
  "barcode",
  "email",
  "token",
  "cardnumber",
  "cardcvv",
  "cardmonthexp",
  "cardyearexp",
]);
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
 * A parameter's name as the router reads it (fast-querystring): "+" is a space, then
 * percent-decoded, or left as it is when that fails. So `order%43onfirmation` is the
 * `orderConfirmation` the route is given, and is masked as that.
 */
const nameAsRead = (name: string): string => {
  const spaced = name.replaceAll("+", " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

/**
 * A name as it is compared with the secret ones: as the router reads it, in lower case and
 * letters and digits only, so that a near miss (`order+Confirmation`, `ORDER_CONFIRMATION`),
 * which the route refuses, is masked all the same: its value is still a guest's number.
 */
const parameterKey = (name: string): string =>
  nameAsRead(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

const maskParameter = (parameter: string): string => {
  const equals = parameter.indexOf("=");
  const name = equals === -1 ? parameter : parameter.slice(0, equals);
  return equals !== -1 && SECRET_PARAMETERS.has(parameterKey(name))
    ? `${name}=***`
    : maskEmails(parameter);
};

/** Where the router ends the path: at the first "?" or "#" (find-my-way), the query after it. */
const queryStart = (url: string): number => {
  const question = url.indexOf("?");
  const hash = url.indexOf("#");
  return question === -1 || (hash !== -1 && hash < question) ? hash : question;
};

/**
 * Masks what a URL must not leave in a log: e-mail addresses and the values of secret
 * parameters, named however the router would read them (percent-encoded, in any case).
 */
export const maskUrl = (url: string): string => {
  const start = queryStart(url);
  if (start === -1) return maskEmails(url);
  const query = url
    .slice(start + 1)
    .split("&")
    .map(maskParameter)
    .join("&");
  return `${maskEmails(url.slice(0, start + 1))}${query}`;
};

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
