import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAILBOX_MAX_BYTES, startMailbox, type Mailbox } from "../../server/api/mail/mailbox.js";

/*
 * The embedded mailbox's SMTP listener (SMTP_URL unset) is on 127.0.0.1, where any process of
 * this machine reaches it: it takes the shop's own mail only, and none larger than it needs
 * (issue 24). Every check sends with a real SMTP client, nodemailer, as the shop does.
 */

const SHOP = "guestservices@summitneedle.example";

const sendTo = (url: string, message: { from: string; text?: string }) =>
  nodemailer.createTransport(url).sendMail({
    to: "guest@example.com",
    subject: "A message",
    text: "Hello",
    ...message,
  });

/** The SMTP reply code a refused send was answered with. */
const refusedWith = async (sending: Promise<unknown>): Promise<number | undefined> => {
  const error: unknown = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, "the send was taken").toBeInstanceOf(Error);
  return (error as { responseCode?: number }).responseCode;
};

describe("the embedded mailbox's SMTP listener", () => {
  let mailbox: Mailbox;
  let anonymous: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    const url = new URL(mailbox.url);
    anonymous = `smtp://127.0.0.1:${url.port}`;
  });

  afterAll(async () => {
    await mailbox.close();
  });

  it("takes the shop's mail: logged in with the password made at start, from a brand's Guest Services", async () => {
    await sendTo(mailbox.url, { from: SHOP });
    await sendTo(mailbox.url, { from: "GuestServices@CrystalGlassGarden.example" });
    expect(mailbox.messages().map((mail) => mail.parsed.from?.text.toLowerCase())).toEqual([
      "guestservices@crystalglassgarden.example",
      SHOP,
    ]);
  });

  it("refuses another process of this machine, which does not know the password (530, 535)", async () => {
    const before = mailbox.messages().length;
    expect(await refusedWith(sendTo(anonymous, { from: SHOP }))).toBe(530);
    const guessed = anonymous.replace("smtp://", "smtp://shop:guess@");
    expect(await refusedWith(sendTo(guessed, { from: SHOP }))).toBe(535);
    expect(mailbox.messages()).toHaveLength(before);
  });

  it("refuses any sender but the shop's own (550)", async () => {
    const before = mailbox.messages().length;
    expect(await refusedWith(sendTo(mailbox.url, { from: "someone@elsewhere.example" }))).toBe(550);
    expect(mailbox.messages()).toHaveLength(before);
  });

  it(`refuses a message over ${String(MAILBOX_MAX_BYTES / 1024 / 1024)} MB (552) and keeps nothing of it`, async () => {
    const before = mailbox.messages().length;
    const large = "x".repeat(MAILBOX_MAX_BYTES + 1024);
    expect(await refusedWith(sendTo(mailbox.url, { from: SHOP, text: large }))).toBe(552);
    expect(mailbox.messages()).toHaveLength(before);
  });
});
