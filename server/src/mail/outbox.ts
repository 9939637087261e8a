import type { Queryable, Storage } from "../storage/storage.js";

/** What an order change owes its guest: the tickets, again on request, or the cancellation. */
export type MailKind = "confirmation" | "cancellation" | "resend";

export interface QueuedMail {
  readonly mailId: number;
  readonly kind: MailKind;
  readonly orderId: number;
  readonly recipient: string;
  readonly attempts: number;
  readonly queuedAtMs: number;
}

/** How many mails one address is sent, and one client asks for, within `windowMs`. */
export interface MailLimits {
  /** MAILS_PER_RECIPIENT: mails to one mailbox (any case, any "+tag" of its address). */
  readonly perRecipient: number;
  /** MAILS_PER_CLIENT: mails asked for from one client address. */
  readonly perClient: number;
  readonly windowMs: number;
}

// A guest buys, asks for the tickets again, cancels a few times a day; someone aiming the
// shop's mail at an inbox sends dozens an hour, and is stopped after a handful.
export const defaultMailLimits: MailLimits = {
  perRecipient: 10,
  perClient: 30,
  windowMs: 60 * 60_000,
};

/** Who asks for an order's mails (the request's client address), under which limits. */
export interface MailSending {
  readonly client: string;
  readonly limits: MailLimits;
}

/** A request's mail sending, or undefined when this server sends no mail (SMTP_URL=off). */
export const mailSendingOf = (
  deps: { readonly sendsMail?: boolean; readonly mailLimits?: MailLimits },
  client: string,
): MailSending | undefined =>
  deps.sendsMail === true ? { client, limits: deps.mailLimits ?? defaultMailLimits } : undefined;

/** Queued; or refused, as its recipient or client had its mails, until a place frees. */
export type MailQueued =
  { readonly queued: true } | { readonly queued: false; readonly freeAt: Date };

/**
 * Queues a mail in the caller's transaction, so it exists exactly when the order change
 * commits, unless the recipient or the client asking has had its limit this window
 * (migration 009's queue_mail, which counts and inserts under locks of both).
 */
export const queueMail = async (
  db: Queryable,
  mail: { kind: MailKind; orderId: number; recipient: string; now: Date },
  sending: MailSending,
): Promise<MailQueued> => {
  const [row] = await db.query<{ free_at_ms: number | null }>(
    "select queue_mail($1, $2, $3, $4, $5, $6, $7, $8) as free_at_ms",
    [
      mail.kind,
      mail.orderId,
      mail.recipient,
      sending.client,
      mail.now.getTime(),
      sending.limits.windowMs,
      sending.limits.perRecipient,
      sending.limits.perClient,
    ],
  );
  const freeAtMs = row?.free_at_ms ?? null;
  return freeAtMs === null ? { queued: true } : { queued: false, freeAt: new Date(freeAtMs) };
};

/** How many mails of a kind an order was sent since `sinceMs`, for the resend limit. */
export const mailsQueuedSince = async (
  db: Queryable,
  where: { orderId: number; kind: MailKind; sinceMs: number },
): Promise<readonly number[]> => {
  const rows = await db.query<{ queued_at_ms: number }>(
    `select queued_at_ms from mail_outbox where order_id = $1 and kind = $2 and queued_at_ms > $3
     order by queued_at_ms`,
    [where.orderId, where.kind, where.sinceMs],
  );
  return rows.map((row) => row.queued_at_ms);
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
    const rows = await tx.query<{
      mail_id: number;
      kind: MailKind;
      order_id: number;
      recipient: string;
      attempts: number;
      queued_at_ms: number;
    }>(
      `select mail_id, kind, order_id, recipient, attempts, queued_at_ms from mail_outbox
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
    return rows.map((row) => ({
      mailId: row.mail_id,
      kind: row.kind,
      orderId: row.order_id,
      recipient: row.recipient,
      attempts: row.attempts + 1,
      queuedAtMs: row.queued_at_ms,
    }));
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
