import type { Queryable } from "../storage/storage.js";

/*
 * The mail an order change owes its guest is a row of the outbox table, written in the order
 * change's own transaction: sales writes the row, and the mail sender (server/api/mail/sender.ts)
 * reads and sends it later, so no sale waits on, nor imports, the mail.
 */

/** What an order change owes its guest: the tickets, again on request, or the cancellation. */
export type MailKind = "confirmation" | "cancellation" | "resend";

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
