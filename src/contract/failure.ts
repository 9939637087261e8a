import * as t from "io-ts";
import { ApiCode } from "../domain/errors.js";
import { Id } from "./primitives.js";

/**
 * Every 4xx answer: `{ Code, message }`, with the unavailable product ids for Code 21.
 * Codes 17, 21, 5005 and 5007 are the spec's; the others are this contract's.
 */
export const ApiFailure = t.intersection(
  [t.type({ Code: t.number, message: t.string }), t.partial({ productIds: t.array(Id) })],
  // Stryker disable next-line StringLiteral: an intersection is named in no decode failure
  "ApiFailure",
);

export const WireCode = {
  ...ApiCode,
  InvalidRequest: 400,
  InvalidAppKey: 401,
  CartTokenMissing: 403,
  NotFound: 404,
  IdempotencyKeyReused: 422,
  OrderLimitExceeded: 4220,
  /** Too many refused guesses from one address (order look-ups, codes, barcodes): wait. */
  TooManyAttempts: 429,
  /** Not shown in the spec: this server sends no e-mail (SMTP_URL=off). */
  MailTurnedOff: 503,
  /** Not shown in the spec: more requests than the server takes at once; ask after Retry-After. */
  ServerBusy: 5030,
} as const;
