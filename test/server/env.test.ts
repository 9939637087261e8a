import { describe, expect, it } from "vitest";
import { readEnv } from "../../server/env.js";
import { defaultGuessLimit } from "../../server/api/http/guessThrottle.js";
import { defaultHoldLimits } from "../../server/api/sales/holdLimits.js";
import { defaultBeaconLimits } from "../../server/api/routes/beaconLimits.js";

describe("the server's environment", () => {
  it("HOLD_MINUTES sets the reservation hold, 10 minutes by default", () => {
    expect(readEnv({}, "/app").holdMinutes).toBe(10);
    expect(readEnv({ HOLD_MINUTES: "2.5" }, "/app").holdMinutes).toBe(2.5);
  });

  it.each(["0", "-1", "soon"])("HOLD_MINUTES=%s is refused at start", (value) => {
    expect(() => readEnv({ HOLD_MINUTES: value }, "/app")).toThrow(/HOLD_MINUTES/);
  });

  it("HOLD_EXTENSIONS sets how many times a hold may be extended, 3 by default, 0 for never", () => {
    expect(readEnv({}, "/app").holdExtensions).toBe(3);
    expect(readEnv({ HOLD_EXTENSIONS: "10" }, "/app").holdExtensions).toBe(10);
    expect(readEnv({ HOLD_EXTENSIONS: "0" }, "/app").holdExtensions).toBe(0);
  });

  it.each(["-1", "1.5", "often"])("HOLD_EXTENSIONS=%s is refused at start", (value) => {
    expect(() => readEnv({ HOLD_EXTENSIONS: value }, "/app")).toThrow(/HOLD_EXTENSIONS/);
  });

  it("DOCUMENT_DOWNLOADS_PER_ORDER and DOCUMENT_DOWNLOADS_PER_CLIENT set the ticket documents served an hour, 200 and 600 by default", () => {
    expect(readEnv({}, "/app").downloadLimits).toEqual({
      perOrder: 200,
      perClient: 600,
      windowMs: 3_600_000,
    });
    expect(
      readEnv({ DOCUMENT_DOWNLOADS_PER_ORDER: "20", DOCUMENT_DOWNLOADS_PER_CLIENT: "90" }, "/app")
        .downloadLimits,
    ).toMatchObject({ perOrder: 20, perClient: 90 });
    expect(() => readEnv({ DOCUMENT_DOWNLOADS_PER_ORDER: "0" }, "/app")).toThrow(
      "DOCUMENT_DOWNLOADS_PER_ORDER",
    );
    expect(() => readEnv({ DOCUMENT_DOWNLOADS_PER_CLIENT: "lots" }, "/app")).toThrow(
      "DOCUMENT_DOWNLOADS_PER_CLIENT",
    );
  });

  it("SHUTDOWN_TIMEOUT_MS sets how long a shutdown waits, 10 s by default", () => {
    expect(readEnv({}, "/app").shutdownTimeoutMs).toBe(10_000);
    expect(readEnv({ SHUTDOWN_TIMEOUT_MS: "2000" }, "/app").shutdownTimeoutMs).toBe(2000);
    expect(() => readEnv({ SHUTDOWN_TIMEOUT_MS: "x" }, "/app")).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it("MAILS_PER_RECIPIENT and MAILS_PER_CLIENT set the mails an hour, 10 and 30 by default", () => {
    expect(readEnv({}, "/app").mailLimits).toEqual({
      perRecipient: 10,
      perClient: 30,
      windowMs: 3_600_000,
    });
    expect(
      readEnv({ MAILS_PER_RECIPIENT: "4", MAILS_PER_CLIENT: "50" }, "/app").mailLimits,
    ).toMatchObject({ perRecipient: 4, perClient: 50 });
  });

  it.each([
    ["MAILS_PER_RECIPIENT", "0"],
    ["MAILS_PER_CLIENT", "1.5"],
    ["BARCODE_EXCHANGES", "0"],
    ["BARCODE_EXCHANGES", "many"],
  ])("%s=%s is refused at start", (name, value) => {
    expect(() => readEnv({ [name]: value }, "/app")).toThrow(name);
  });

  it("BARCODE_EXCHANGES sets how many times one city-pass barcode may be exchanged, 3 by default", () => {
    expect(readEnv({}, "/app").barcodeExchanges).toBe(3);
    expect(readEnv({ BARCODE_EXCHANGES: "1" }, "/app").barcodeExchanges).toBe(1);
  });

  it("guess limits default to 10 refused guesses a minute, and no proxy is trusted", () => {
    const env = readEnv({}, "/srv");
    expect(env.guessLimit).toEqual(defaultGuessLimit);
    expect(defaultGuessLimit).toEqual({ maxFailures: 10, windowMs: 60_000 });
    expect(env.trustedProxy).toBeUndefined();
  });

  it("GUESS_LIMIT, GUESS_WINDOW_SECONDS and TRUSTED_PROXY set the guess limits and the proxy", () => {
    const env = readEnv(
      { GUESS_LIMIT: "5", GUESS_WINDOW_SECONDS: "30", TRUSTED_PROXY: "10.0.0.0/8" },
      "/srv",
    );
    expect(env.guessLimit).toEqual({ maxFailures: 5, windowMs: 30_000 });
    expect(env.trustedProxy).toBe("10.0.0.0/8");
  });

  it("a guess limit that is not a whole number above 0 stops the start", () => {
    expect(() => readEnv({ GUESS_LIMIT: "0" }, "/srv")).toThrow(/GUESS_LIMIT/);
    expect(() => readEnv({ GUESS_WINDOW_SECONDS: "soon" }, "/srv")).toThrow(/GUESS_WINDOW/);
  });

  it("the fraud beacon records 60 hits a minute per client and keeps 10,000 by default; BEACON_* set them", () => {
    expect(readEnv({}, "/srv").beaconLimits).toEqual(defaultBeaconLimits);
    expect(defaultBeaconLimits).toEqual({ hitsPerClient: 60, windowMs: 60_000, maxHits: 10_000 });
    expect(
      readEnv(
        { BEACON_HITS_PER_CLIENT: "5", BEACON_WINDOW_SECONDS: "10", BEACON_MAX_HITS: "100" },
        "/srv",
      ).beaconLimits,
    ).toEqual({ hitsPerClient: 5, windowMs: 10_000, maxHits: 100 });
  });

  it.each([
    ["BEACON_HITS_PER_CLIENT", "0"],
    ["BEACON_WINDOW_SECONDS", "soon"],
    ["BEACON_MAX_HITS", "-1"],
  ])("a beacon limit that is not a whole number above 0 stops the start: %s=%s", (name, value) => {
    expect(() => readEnv({ [name]: value }, "/srv")).toThrow(name);
  });

  it("HOLDS_PER_CLIENT and HELD_SEATS_PER_CLIENT set what one address may hold at once, 10 holds and 200 tickets by default", () => {
    expect(readEnv({}, "/srv").holdLimits).toEqual(defaultHoldLimits);
    expect(defaultHoldLimits).toEqual({ holds: 10, seats: 200 });
    expect(
      readEnv({ HOLDS_PER_CLIENT: "3", HELD_SEATS_PER_CLIENT: "40" }, "/srv").holdLimits,
    ).toEqual({ holds: 3, seats: 40 });
  });

  it.each([
    ["HOLDS_PER_CLIENT", "0"],
    ["HELD_SEATS_PER_CLIENT", "many"],
  ])("a hold limit that is not a whole number above 0 stops the start: %s=%s", (name, value) => {
    expect(() => readEnv({ [name]: value }, "/srv")).toThrow(name);
  });

  it("WORKERS sets how many API processes run, 1 by default, and needs PostgreSQL and a mail server", () => {
    const postgres = { DATABASE_URL: "postgres://db/storefront", SMTP_URL: "off" };
    expect(readEnv({}, "/app").workers).toBe(1);
    expect(readEnv({ ...postgres, WORKERS: "3" }, "/app").workers).toBe(3);
    expect(() => readEnv({ WORKERS: "2", SMTP_URL: "off" }, "/app")).toThrow(/DATABASE_URL/);
    expect(() => readEnv({ WORKERS: "2", DATABASE_URL: "postgres://db/x" }, "/app")).toThrow(
      /SMTP_URL/,
    );
    expect(() => readEnv({ ...postgres, WORKERS: "0" }, "/app")).toThrow(/WORKERS/);
  });
});
