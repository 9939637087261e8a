import * as E from "fp-ts/lib/Either.js";
import { WireCode } from "#contract/failure.js";
import type { Failure } from "../core/failure.js";
import { mailsQueuedSince, queueMail, type MailSending } from "./mailOutbox.js";
import type { Queryable } from "../storage/storage.js";
import { findOrder, orderCanceled, orderNotFound, type OrderKey } from "./afterPurchase.js";

/** How often one order's tickets may be sent again: enough for a lost mail, not a mail bomb. */
export const resendLimit = { max: 3, windowMs: 3_600_000 } as const;

const mailTurnedOff = E.left<Failure>({
  status: 503,
  Code: WireCode.MailTurnedOff,
  message: "This shop does not send e-mail. Please contact Guest Services.",
});

const tooManyResends = (retryAfterSeconds: number) =>
  E.left<Failure>({
    status: 429,
    Code: WireCode.TooManyAttempts,
    message: `Too many attempts. Try again in ${String(retryAfterSeconds)} seconds.`,
    retryAfterSeconds,
  });

/** The address, or the client asking, has had its mails this hour (MAILS_PER_*). */
const tooManyMails = (retryAfterSeconds: number) =>
  E.left<Failure>({
    status: 429,
    Code: WireCode.TooManyAttempts,
    message: `Too many e-mails were sent to this address, or asked for from this connection, in the last hour. Try again in ${String(retryAfterSeconds)} seconds.`,
    retryAfterSeconds,
  });

const secondsUntil = (when: number, now: Date) =>
  Math.max(1, Math.ceil((when - now.getTime()) / 1000));

/**
 * Queues the tickets e-mail again, to the order's own address, for a guest who names the
 * order by its number and e-mail. The order row is locked, so concurrent resends of one order
 * count one after the other and the limit holds exactly; the address and the client asking
 * are held to the mail limits besides. A cancelled order's tickets are void: it is refused,
 * and the guest already has the cancellation e-mail.
 */
export const resendTickets = async (
  db: Queryable,
  where: OrderKey,
  { now, mail }: { readonly now: Date; readonly mail: MailSending | undefined },
) => {
  if (mail === undefined) return mailTurnedOff;
  const order = await findOrder(db, where, "for update");
  if (order === undefined) return orderNotFound;
  if (order.refunded_at_ms !== null) return orderCanceled;
  const recent = await mailsQueuedSince(db, {
    orderId: order.order_id,
    kind: "resend",
    sinceMs: now.getTime() - resendLimit.windowMs,
  });
  const [oldest] = recent;
  if (oldest !== undefined && recent.length >= resendLimit.max) {
    return tooManyResends(secondsUntil(oldest + resendLimit.windowMs, now));
  }
  const queued = await queueMail(
    db,
    { kind: "resend", orderId: order.order_id, recipient: order.email, now },
    mail,
  );
  if (!queued.queued) return tooManyMails(secondsUntil(queued.freeAt.getTime(), now));
  return E.right({ orderId: order.order_id, queuedAt: now.toISOString() });
};
