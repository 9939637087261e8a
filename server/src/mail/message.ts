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

const htmlEntities: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text from the order (names, products) as HTML text or attribute value. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);

/** A brand's mails come from its venue, answered by its Guest Services. */
export const senderOf = (brand: Brand): MailMessage["from"] => ({
  name: brand.venueName,
  address: brand.guestServices.email,
});
