import type { FastifyBaseLogger } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import { WireCode } from "#contract/failure.js";
import type { Failure } from "../core/failure.js";

/*
 * What operators follow sales by: one log line per confirmed order, declined payment, refund,
 * cancellation of some tickets and changed visit, carrying the order id only (never a card, an e-mail or a confirmation number).
 */

type SaleEvent =
  | "order.confirmed"
  | "payment.declined"
  | "order.refunded"
  | "order.tickets-cancelled"
  | "order.visit-changed";

const logEvent = (log: FastifyBaseLogger, event: SaleEvent, orderId: number) => {
  log.info({ event, orderId }, event);
};

/** Logs a confirmation's outcome: the order confirmed, or its payment declined. */
export const logConfirmation =
  (log: FastifyBaseLogger, orderId: number) =>
  <A>(outcome: E.Either<Failure, A>): E.Either<Failure, A> => {
    if (E.isRight(outcome)) logEvent(log, "order.confirmed", orderId);
    else if (outcome.left.Code === WireCode.PaymentDeclined) {
      logEvent(log, "payment.declined", orderId);
    }
    return outcome;
  };

/** Logs a refund, whole or of some tickets, that went through. */
export const logRefund =
  (log: FastifyBaseLogger, orderId: number, event: SaleEvent = "order.refunded") =>
  <A>(outcome: E.Either<Failure, A>): E.Either<Failure, A> => {
    if (E.isRight(outcome)) logEvent(log, event, orderId);
    return outcome;
  };

/** Logs a changed visit that went through, or the card its difference was declined on. */
export const logVisitChange =
  (log: FastifyBaseLogger, orderId: number) =>
  <A>(outcome: E.Either<Failure, A>): E.Either<Failure, A> => {
    if (E.isRight(outcome)) logEvent(log, "order.visit-changed", orderId);
    else if (outcome.left.Code === WireCode.PaymentDeclined) {
      logEvent(log, "payment.declined", orderId);
    }
    return outcome;
  };
