import type { Brand } from "../../../src/domain/brand.js";

/** A file sent with a mail: a ticket QR code shown inline (by its cid), a PDF, a calendar file. */
export interface MailAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
  /** Set for an image the HTML shows as `cid:…`; absent for a file the guest downloads. */
  readonly cid?: string;
}

/** A mail ready for the transport: both bodies and every attachment. */
export interface MailMessage {
  readonly from: { readonly name: string; readonly address: string };
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly attachments: readonly MailAttachment[];
}

/**
 * A mail as it leaves: with its Message-ID, made from its outbox row (messageIdOf), so every
 * attempt at one row's mail carries the same one.
 */
export interface OutgoingMail extends MailMessage {
  readonly messageId: string;
}

/**
 * The Message-ID of an outbox row's mail: a send repeated after a crash between the mail
 * server's 250 and the row's mark carries the same one, so the next hop can drop the repeat.
 * The time it was queued keeps it apart from the mail of the same id in another database.
 */
export const messageIdOf = (
  row: { readonly mailId: number; readonly queuedAtMs: number },
  from: MailMessage["from"],
): string => {
  const domain = from.address.slice(from.address.lastIndexOf("@") + 1);
  return `<mail-${String(row.mailId)}.${String(row.queuedAtMs)}@${domain}>`;
};

// Control characters, line and paragraph separators, and the bidirectional overrides and
// isolates that would make what follows read backwards.
const NOT_ON_ONE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** Longest a guest's name is shown in a mail: room for any name, none for a sales pitch. */
export const GUEST_NAME_MAX = 40;

/**
 * Text a guest typed (a name), as a mail shows it: on one line, its spaces collapsed, and at
 * most `max` characters, cut with an ellipsis. A mail goes to an address anyone may type, so
 * what it repeats of the form is kept short.
 */
export const guestText = (value: string, max = GUEST_NAME_MAX): string => {
  const line = value.replace(NOT_ON_ONE_LINE, " ").replace(/\s+/g, " ").trim();
  const characters = Array.from(line);
  return characters.length <= max
    ? line
    : `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
};

const ADDRESS_PART = String.raw`[^\s@<>,;:"()[\]\\\p{Cc}\u202a-\u202e\u2066-\u2069]+`;
const PLAIN_ADDRESS = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}$`, "u");

/**
 * One plain address, as mail is sent to it: no name, no angle brackets, no list, nothing that
 * spans lines. The form checks its e-mail; this keeps a row written any other way from
 * reaching a second inbox or a header of its own.
 */
export const isPlainAddress = (recipient: string): boolean => PLAIN_ADDRESS.test(recipient);

/** A brand's mails come from its venue, answered by its Guest Services. */
export const senderOf = (brand: Brand): MailMessage["from"] => ({
  name: brand.venueName,
  address: brand.guestServices.email,
});
