import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, vi } from "vitest";
import type { MailMessage } from "../../server/api/mail/message.js";
import { smtpTransport, type MailTransport } from "../../server/api/mail/transport.js";
import { startTestServer, type StorageKind, type TestServer } from "./harness.js";

/** The mails about one order: its number is in each one's subject. */
export const aboutOrder = (orderId: number) => (mail: ParsedMail) =>
  (mail.subject ?? "").includes(`#${String(orderId)}`);

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

/** A real SMTP server for a suite: what arrives, parsed, and a way to refuse the next sends. */
export interface SmtpCatcher {
  readonly url: string;
  readonly port: number;
  readonly received: ParsedMail[];
  /** Each received mail's envelope, in the same order: who the mail server was told to mail. */
  readonly envelopes: { readonly mailFrom: string; readonly rcptTo: readonly string[] }[];
  /** The next `count` messages are refused with a temporary failure (451). */
  refuseNext(count: number): void;
  /** Polls until `count` messages matching `match` arrived, and answers them. */
  waitFor(match: (mail: ParsedMail) => boolean, count?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export const startSmtpCatcher = async (port = 0): Promise<SmtpCatcher> => {
  const received: ParsedMail[] = [];
  const envelopes: SmtpCatcher["envelopes"] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on("end", () => {
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        });
        return;
      }
      // Keeps cid: links in the HTML as sent, instead of mailparser's data: URLs.
      simpleParser(stream, { skipImageLinks: true }).then(
        (parsed) => {
          received.push(parsed);
          const { mailFrom, rcptTo } = session.envelope;
          envelopes.push({
            mailFrom: mailFrom === false ? "" : mailFrom.address,
            rcptTo: rcptTo.map((recipient) => recipient.address),
          });
          callback();
        },
        (error: unknown) => {
          callback(error as Error);
        },
      );
    },
  });
  await new Promise<void>((resolve) => {
    server.listen(port, "127.0.0.1", resolve);
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${String(bound)}`,
    port: bound,
    received,
    envelopes,
    refuseNext: (count) => {
      refusals = count;
    },
    waitFor: (match, count = 1) =>
      vi.waitFor(
        () => {
          const found = received.filter(match);
          if (found.length < count)
            throw new Error(`${String(found.length)} of ${String(count)} mails arrived`);
          return found;
        },
        { timeout: 30_000, interval: 20 },
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(resolve);
      }),
  };
};

/**
 * A suite's server that mails over real SMTP to a catcher of its own, both started before its
 * tests and closed after them. Returns getters, as both exist only once the suite has started.
 */
export const useMailingServer = (
  kind: StorageKind,
  options: Omit<NonNullable<Parameters<typeof startTestServer>[1]>, "mail"> = {},
): { readonly smtp: () => SmtpCatcher; readonly server: () => TestServer } => {
  let smtp: SmtpCatcher | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer(kind, {
      ...options,
      mail: { transport: smtpTransport(smtp.url), pollMs: 20 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error("the mailing server is asked for before its suite started it");
    return value;
  };
  return { smtp: () => started(smtp), server: () => started(server) };
};
