import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, startListening, type ListeningServer } from "./run.js";

/* A throttled guess is one line with the wait, and exit 1; the CLI does not ask again. */

let target: ListeningServer;

beforeAll(async () => {
  target = await startListening({ guessLimit: { maxFailures: 2, windowMs: 60_000 } });
}, 60_000);

afterAll(async () => {
  await target.server.close();
});

const lookUpNobody = () =>
  cli("lookup", "--order", "999999", "--email", "nobody@example.com", "--api", target.api);

// Each request is logged once with its URL as it comes in.
const searches = () =>
  target.server.logLines().filter((line) => line.includes("/api/web-sales/order/search/")).length;

describe("throttled guesses in the CLI", () => {
  it("a throttled lookup prints the wait, exits 1 and is not retried", async () => {
    await lookUpNobody();
    await lookUpNobody();
    const before = searches();
    const throttled = await lookUpNobody();
    expect(throttled.code).toBe(1);
    expect(throttled.errors).toEqual([
      expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    ]);
    expect(searches() - before).toBe(1);
  });
});
