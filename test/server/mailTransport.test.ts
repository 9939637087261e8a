import { describe, expect, it } from "vitest";
import { retryDelayMs } from "../../server/api/mail/outbox.js";
import { describeSendError, readMailSetting } from "../../server/api/mail/transport.js";

describe("SMTP_URL", () => {
  it("unset or empty runs the embedded mailbox; off sends no mail; a URL is the mail server", () => {
    expect(readMailSetting(undefined)).toEqual({ kind: "embedded" });
    expect(readMailSetting("")).toEqual({ kind: "embedded" });
    expect(readMailSetting("off")).toEqual({ kind: "off" });
    expect(readMailSetting("smtps://user:pw@mail.example.com:465")).toEqual({
      kind: "smtp",
      url: "smtps://user:pw@mail.example.com:465",
    });
  });

  it("anything else is refused at start", () => {
    expect(() => readMailSetting("mail.example.com")).toThrow(/SMTP_URL/);
    expect(() => readMailSetting("https://mail.example.com")).toThrow(/SMTP_URL/);
  });
});

describe("a failed send", () => {
  it("is recorded without the address the mail server quoted", () => {
    const reason = describeSendError(
      new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <jane.guest@example.com>: Recipient address rejected",
      ),
    );
    expect(reason).not.toContain("jane.guest@example.com");
    expect(reason).toContain("550 5.1.1");
  });

  it("is retried after a backoff that doubles from 30 s and stops growing at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });
});
