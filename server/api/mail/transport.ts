import nodemailer from "nodemailer";
import type { OutgoingMail } from "./message.js";

/** Where mail goes: an SMTP server, the embedded mailbox (SMTP_URL unset), or nowhere ("off"). */
export type MailSetting =
  | { readonly kind: "smtp"; readonly url: string }
  | { readonly kind: "embedded" }
  | { readonly kind: "off" };

export const readMailSetting = (value: string | undefined): MailSetting => {
  if (value === undefined || value === "") return { kind: "embedded" };
  if (value === "off") return { kind: "off" };
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url === undefined || !/^smtps?:$/.test(url.protocol)) {
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, or "off"`);
  }
  return { kind: "smtp", url: value };
};

export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP; a refusal or a connection failure rejects, and the outbox retries. */
export const smtpTransport = (url: string): MailTransport => {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (message) => {
      await transporter.sendMail({
        from: message.from,
        // An address, never a header line nodemailer would parse into a list of its own.
        to: { name: "", address: message.to },
        messageId: message.messageId,
        subject: message.subject,
        html: message.html,
        text: message.text,
        // Said outright rather than left to nodemailer's guess from the type: a cid image is
        // drawn in the HTML, and Gmail and Outlook show no data: image in its place.
        attachments: message.attachments.map((attachment) => ({
          ...attachment,
          contentDisposition: attachment.cid === undefined ? "attachment" : "inline",
        })),
      });
    },
    close: () => {
      transporter.close();
    },
  };
};

/**
 * Why a send failed, for the outbox row: the mail server's code and reply with any address
 * blotted out (a refusal often quotes the recipient), so no address is kept or logged.
 */
export const describeSendError = (error: unknown): string => {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/[^\s<>"':;,]+@[^\s<>"':;,]+/g, "[address]").slice(0, 500);
};
