import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message the embedded mailbox received. */
export interface ReceivedMail {
  readonly id: number;
  readonly receivedAt: Date;
  readonly parsed: ParsedMail;
}

export interface Mailbox {
  /** The URL nodemailer sends to: this mailbox's SMTP port on 127.0.0.1. */
  readonly url: string;
  /** Newest first. */
  messages(): readonly ReceivedMail[];
  message(id: number): ReceivedMail | undefined;
  close(): Promise<void>;
}

/** Enough to follow a development session; the oldest go first beyond it. */
const KEPT = 200;

/**
 * A local mail catcher for development (SMTP_URL unset): an SMTP server on a free port of
 * 127.0.0.1, in this process, that keeps what arrives in memory for the /mailbox page.
 */
export const startMailbox = async (): Promise<Mailbox> => {
  const received: ReceivedMail[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.unshift({ id: nextId++, receivedAt: new Date(), parsed });
          received.splice(KEPT);
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    messages: () => [...received],
    message: (id) => received.find((mail) => mail.id === id),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(resolve);
      }),
  };
};
