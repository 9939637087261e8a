import type { MailMessage } from "../../server/src/mail/message.js";
import type { MailTransport } from "../../server/src/mail/transport.js";

/** A transport that keeps what it is given, for suites that need mail on but no SMTP server. */
export const keepingTransport = (): MailTransport & { readonly sent: MailMessage[] } => {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
    close: () => undefined,
  };
};
