import { randomBytes, timingSafeEqual } from "node:crypto";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { brands } from "../../../src/domain/brand.js";
import { senderOf } from "./message.js";

/** One message the embedded mailbox received. */
export interface ReceivedMail {
  readonly id: number;
  readonly receivedAt: Date;
  readonly parsed: ParsedMail;
}

export interface Mailbox {
  /** The URL nodemailer sends to: this mailbox's SMTP port on 127.0.0.1, with its login. */
  readonly url: string;
  /** Newest first. */
  messages(): readonly ReceivedMail[];
  message(id: number): ReceivedMail | undefined;
  close(): Promise<void>;
}

/** Enough to follow a development session; the oldest go first beyond it. */
const KEPT = 200;

/**
 * The largest message taken: the tickets mail of a full group slot (80 tickets, a QR code and a
 * PDF page each) is 380 KB, a thirteenth of it, and KEPT of them fit in a development machine.
 */
export const MAILBOX_MAX_BYTES = 5 * 1024 * 1024;

/** The shop's own senders: every mail it sends comes from a brand's Guest Services. */
const SHOP_SENDERS = new Set(brands.map((brand) => senderOf(brand).address.toLowerCase()));

const refusal = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

const sameSecret = (given: string | null | undefined, expected: Buffer) => {
  const bytes = Buffer.from(given ?? "");
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
};

/**
 * A local mail catcher for development (SMTP_URL unset): an SMTP server on a free port of
 * 127.0.0.1, in this process, that keeps what arrives in memory for the /mailbox page. It takes
 * the shop's mail only: any process on this machine reaches the port, so a sender logs in with
 * a password made at start that only this process knows, names a brand's Guest Services as its
 * sender, and sends at most MAILBOX_MAX_BYTES, read no further than that.
 */
export const startMailbox = async (): Promise<Mailbox> => {
  const received: ReceivedMail[] = [];
  let nextId = 1;
  const user = "shop";
  const password = randomBytes(18).toString("hex");
  const expected = { user: Buffer.from(user), password: Buffer.from(password) };
  const server = new SMTPServer({
    authMethods: ["PLAIN", "LOGIN"],
    // Loopback only, and the password is this run's alone: no TLS to protect it from.
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    size: MAILBOX_MAX_BYTES,
    logger: false,
    onAuth(auth, _session, callback) {
      if (
        sameSecret(auth.username, expected.user) &&
        sameSecret(auth.password, expected.password)
      ) {
        callback(null, { user });
      } else {
        callback(refusal(535, "Authentication failed: only the shop sends mail here"));
      }
    },
    onMailFrom(address, _session, callback) {
      if (SHOP_SENDERS.has(address.address.toLowerCase())) callback();
      else callback(refusal(550, "Only the shop's own senders send mail here"));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on("end", () => {
        // The server answers 552 itself; what was read of the message is dropped unparsed.
        if (stream.sizeExceeded) {
          callback(refusal(552, "Message too large"));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            received.unshift({ id: nextId++, receivedAt: new Date(), parsed });
            received.splice(KEPT);
            callback();
          },
          (error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${user}:${password}@127.0.0.1:${String(port)}`,
    messages: () => [...received],
    message: (id) => received.find((mail) => mail.id === id),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(resolve);
      }),
  };
};
