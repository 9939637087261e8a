import * as E from "fp-ts/lib/Either.js";
import { ApiCode } from "../../../src/domain/errors.js";
import type { Failure } from "../http/failure.js";
import type { Queryable } from "../storage/storage.js";

/** How many declined cards are tried before confirm-purchase refuses without trying one. */
export interface DeclineLimits {
  /** DECLINES_PER_ORDER: declines on one pending order. */
  readonly perOrder: number;
  /** DECLINES_PER_CLIENT: declines from one client address per `windowMs`. */
  readonly perClient: number;
  readonly windowMs: number;
}

// A guest who mistypes a card or two still gets through; a card tester, whose attempts are
// nearly all declines, is stopped after a handful instead of 200 a second.
export const defaultDeclineLimits: DeclineLimits = {
  perOrder: 3,
  perClient: 10,
  windowMs: 60 * 60_000,
};

// A pending order lives for its hold and a few extensions, never a day, so an attempt older
// than this counts for nothing any more.
const KEPT_MS = 24 * 60 * 60_000;

export const tooManyDeclines: Failure = {
  status: 429,
  Code: ApiCode.TooManyDeclines,
  message:
    "Too many cards have been declined for this order or from this address: no card is tried.",
};

/** One card tried on a pending order, as its request recorded it before the transaction. */
export interface CardAttempt {
  readonly attemptId: number;
  readonly orderId: number;
  readonly client: string;
  readonly now: Date;
}

const countOf = async (db: Queryable, sql: string, values: unknown[]): Promise<number> => {
  const [row] = await db.query<{ attempts: number }>(sql, values);
  return row?.attempts ?? 0;
};

/**
 * Writes an attempt as its request arrives, before its card is tried and outside the
 * confirmation's transaction (whose refusal rolls back what it wrote). Until it is ended, it
 * counts as a decline: requests sent at once see each other and cannot all slip under the limit.
 */
export const recordCardAttempt = async (
  db: Queryable,
  attempt: Omit<CardAttempt, "attemptId">,
): Promise<CardAttempt> => {
  const nowMs = attempt.now.getTime();
  await db.query("delete from card_attempts where attempted_at_ms <= $1", [nowMs - KEPT_MS]);
  const [row] = await db.query<{ attempt_id: number }>(
    "insert into card_attempts (order_id, client, attempted_at_ms) values ($1, $2, $3) returning attempt_id",
    [attempt.orderId, attempt.client, nowMs],
  );
  return { ...attempt, attemptId: Number(row?.attempt_id) };
};

/**
 * Refuses, before the card is tried, an attempt with as many declines before it (or attempts
 * still on their way) as its order or client address may have. Called once the pending order
 * is locked, so attempts that got there first have ended or are counted.
 */
export const checkCardAttempt = async (
  db: Queryable,
  attempt: CardAttempt,
  limits: DeclineLimits,
): Promise<E.Either<Failure, null>> => {
  const onOrder = await countOf(
    db,
    "select count(*)::int as attempts from card_attempts where order_id = $1 and attempt_id < $2",
    [attempt.orderId, attempt.attemptId],
  );
  if (onOrder >= limits.perOrder) return E.left(tooManyDeclines);
  const fromClient = await countOf(
    db,
    `select count(*)::int as attempts from card_attempts
     where client = $1 and attempted_at_ms > $2 and attempt_id < $3`,
    [attempt.client, attempt.now.getTime() - limits.windowMs, attempt.attemptId],
  );
  return fromClient >= limits.perClient ? E.left(tooManyDeclines) : E.right(null);
};

/** Keeps a declined attempt in the count; any other outcome (paid, refused) leaves none. */
export const endCardAttempt = async (
  db: Queryable,
  attempt: CardAttempt,
  outcome: { readonly declined: boolean },
): Promise<void> => {
  if (outcome.declined) return;
  await db.query("delete from card_attempts where attempt_id = $1", [attempt.attemptId]);
};
