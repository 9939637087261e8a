import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../core/clock.js";
import type { Queryable, Storage } from "../storage/storage.js";
import { cancellationMail } from "./cancellationMail.js";
import { loadMailOrder } from "./mailOrder.js";
import { isPlainAddress, messageIdOf, type OutgoingMail } from "./message.js";
import { claimDueMails, markFailed, markSent, retryDelayMs, type QueuedMail } from "./outbox.js";
import { shopAddress } from "./shopAddress.js";
import { ticketFilesOf } from "./ticketFiles.js";
import { ticketsMail } from "./ticketsMail.js";
import { loadMailOffer, waitingListOfferMail } from "./waitingListOfferMail.js";
import { describeSendError, type MailTransport } from "./transport.js";

export interface MailSenderOptions {
  readonly storage: Storage;
  readonly clock: Clock;
  readonly transport: MailTransport;
  readonly log: FastifyBaseLogger;
  /** The shop's address for a mail's links, before the brand's label (shopAddress.ts). */
  readonly shopBase: () => string;
  /** How often the outbox is looked at for due mail (default 1 s). */
  readonly pollMs?: number;
}

/** Long enough for one send: a sender that died mid-send leaves the mail due again after it. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 10;

/**
 * The mail as it is sent now, from the order as it is now; undefined when it no longer applies,
 * or its recipient is not one plain address (the form lets no other through).
 */
const render = async (
  db: Queryable,
  mail: QueuedMail,
  options: MailSenderOptions,
): Promise<OutgoingMail | undefined> => {
  if (!isPlainAddress(mail.recipient)) return undefined;
  if (mail.kind === "waitingListOffer") return renderOffer(db, mail, options);
  const order = await loadMailOrder(db, mail.orderId);
  if (order === undefined) throw new Error(`order ${String(mail.orderId)} of a mail is missing`);
  const to = { recipient: mail.recipient, shop: shopAddress(options.shopBase(), order.brand) };
  // Tickets cancelled before their mail went out are void: the cancellation mail says so.
  if (mail.kind !== "cancellation" && order.cancelled) return undefined;
  const message =
    mail.kind === "cancellation"
      ? cancellationMail(order, to)
      : await ticketsMail(order, to, await ticketFilesOf(db, order, to.shop, options.clock.now()));
  return { ...message, messageId: messageIdOf(mail, message.from) };
};

/** An offer's mail, while the offer is open: one bought, left or lapsed by then has none. */
const renderOffer = async (
  db: Queryable,
  mail: Extract<QueuedMail, { kind: "waitingListOffer" }>,
  options: MailSenderOptions,
): Promise<OutgoingMail | undefined> => {
  const offer = await loadMailOffer(db, mail.waitingEntryId, options.clock.now());
  if (offer === undefined) {
    throw new Error(`waiting-list entry ${String(mail.waitingEntryId)} of a mail is missing`);
  }
  if (!offer.open) return undefined;
  const message = waitingListOfferMail(offer, {
    recipient: mail.recipient,
    shopBase: options.shopBase(),
  });
  return { ...message, messageId: messageIdOf(mail, message.from) };
};

const sendOne = async (mail: QueuedMail, options: MailSenderOptions) => {
  const { storage, clock, log } = options;
  const fields = {
    mailId: mail.mailId,
    kind: mail.kind,
    ...(mail.kind === "waitingListOffer"
      ? { waitingEntryId: mail.waitingEntryId }
      : { orderId: mail.orderId }),
  };
  try {
    const message = await render(storage, mail, options);
    if (message !== undefined) await options.transport.send(message);
    await markSent(storage, mail.mailId, clock.now());
    log.info({ event: message === undefined ? "mail.skipped" : "mail.sent", ...fields }, "mail");
  } catch (error) {
    const retryAt = new Date(clock.now().getTime() + retryDelayMs(mail.attempts));
    const reason = describeSendError(error);
    await markFailed(storage, { mailId: mail.mailId, retryAt, error: reason });
    log.warn({ event: "mail.failed", ...fields, attempts: mail.attempts, retryAt, reason }, "mail");
  }
};

/** Sends every mail due now; answers how many were tried. */
export const sendDueMails = async (options: MailSenderOptions): Promise<number> => {
  const due = await claimDueMails(options.storage, {
    now: options.clock.now(),
    claimMs: CLAIM_MS,
    batch: BATCH,
  });
  for (const mail of due) await sendOne(mail, options);
  return due.length;
};

export interface MailSender {
  /** Stops looking for mail, after the send under way, if any, is done. */
  stop(): Promise<void>;
}

/**
 * The background sender: looks at the outbox every `pollMs`, in the server's process but
 * never in a request, so a purchase is answered whatever the mail server does.
 */
export const startMailSender = (options: MailSenderOptions): MailSender => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      while (!stopped && (await sendDueMails(options)) === BATCH);
    } catch (error) {
      options.log.error({ err: error, event: "mail.outbox_unreachable" }, "mail");
    }
    if (!stopped) timer = setTimeout(schedule, options.pollMs ?? 1000);
  };
  const schedule = () => {
    running = tick();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
