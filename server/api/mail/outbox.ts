import type { Storage, Queryable } from "../storage/storage.js";
import type { MailKind } from "../sales/mailOutbox.js";

interface OutboxRow {
  readonly mailId: number;
  readonly recipient: string;
  readonly attempts: number;
  readonly queuedAtMs: number;
}

/**
 * A row sales queued in the outbox (server/api/sales/mailOutbox.ts), as the sender claims it:
 * an order's mail, or a waiting-list offer's (waitingListOffers.ts), which names its entry.
 */
export type QueuedMail = OutboxRow &
  (
    | { readonly kind: MailKind; readonly orderId: number }
    | { readonly kind: "waitingListOffer"; readonly waitingEntryId: number }
  );

interface ClaimedRow {
  readonly mail_id: number;
  readonly kind: MailKind | "waitingListOffer";
  readonly order_id: number | null;
  readonly waiting_entry_id: number | null;
  readonly recipient: string;
  readonly attempts: number;
  readonly queued_at_ms: number;
}

const queuedMailOf = (row: ClaimedRow): QueuedMail => {
  const about =
    row.kind === "waitingListOffer"
      ? { kind: row.kind, waitingEntryId: Number(row.waiting_entry_id) }
      : { kind: row.kind, orderId: Number(row.order_id) };
  return {
    mailId: row.mail_id,
    recipient: row.recipient,
    attempts: row.attempts + 1,
    queuedAtMs: row.queued_at_ms,
    ...about,
  };
};

/**
 * Claims the due mails for one send: each is pushed `claimMs` into the future, so another
 * sender (another API process) skips it, and it comes due again if this one dies before
 * marking it. SKIP LOCKED lets two senders claim side by side without waiting on each other.
 */
export const claimDueMails = (
  storage: Storage,
  at: { now: Date; claimMs: number; batch: number },
): Promise<readonly QueuedMail[]> =>
  storage.transaction(async (tx) => {
    const rows = await tx.query<ClaimedRow>(
      `select mail_id, kind, order_id, waiting_entry_id, recipient, attempts, queued_at_ms
       from mail_outbox
       where sent_at_ms is null and next_attempt_at_ms <= $1
       order by next_attempt_at_ms, mail_id limit $2 for update skip locked`,
      [at.now.getTime(), at.batch],
    );
    if (rows.length === 0) return [];
    await tx.query(
      `update mail_outbox set next_attempt_at_ms = $2, attempts = attempts + 1
       where mail_id = any($1::bigint[])`,
      [rows.map((row) => row.mail_id), at.now.getTime() + at.claimMs],
    );
    return rows.map(queuedMailOf);
  });

export const markSent = async (db: Queryable, mailId: number, now: Date): Promise<void> => {
  await db.query("update mail_outbox set sent_at_ms = $2, last_error = null where mail_id = $1", [
    mailId,
    now.getTime(),
  ]);
};

export const markFailed = async (
  db: Queryable,
  failed: { mailId: number; retryAt: Date; error: string },
): Promise<void> => {
  await db.query(
    "update mail_outbox set next_attempt_at_ms = $2, last_error = $3 where mail_id = $1",
    [failed.mailId, failed.retryAt.getTime(), failed.error],
  );
};

const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 3_600_000;

/** Waits after the nth failed attempt: 30 s, 1 min, 2 min… doubling up to an hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
