import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { encodeAppKey } from "#contract/appKey.js";
import { cli, startListening, type ListeningServer } from "../cli/run.js";
import { startStagingDouble, type StagingDouble } from "./stagingDouble.js";

/*
 * The CLI and the real HTTP adapters against a staging that is not the reference server: its
 * API under /ticketing, a configuration with only the spec's fields (no FRAUD_BEACON_URL), and
 * unknown fields in every answer.
 */

let upstream: ListeningServer;
let staging: StagingDouble;

beforeAll(async () => {
  upstream = await startListening();
  staging = await startStagingDouble(upstream.api);
}, 60_000);

afterAll(async () => {
  await staging.close();
  await upstream.server.close();
});

beforeEach(() => {
  staging.scenario.purchase = "ok";
  staging.scenario.pendingOrder = "ok";
  staging.scenario.specOnly = false;
  staging.seen.length = 0;
});

const TOMORROW = "2030-01-08";
const run = (...argv: string[]) => cli(...argv, "--api", staging.api);
const buy = () => run("purchase", "--product", "101", "--date", TOMORROW);

describe("a staging answering only the spec's fields, and more", () => {
  it("a configuration without FRAUD_BEACON_URL and unknown fields everywhere still buys", async () => {
    const bought = await buy();
    expect(bought.errors).toEqual([]);
    expect(bought.code).toBe(0);
    expect(bought.output[0]).toMatch(/^Order #\d+ confirmed: [A-Z0-9]{10}$/);
  });

  it("--api keeps its path prefix: config.json and every call go under it", async () => {
    await run("products");
    expect(staging.seen.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["/ticketing/config.json", "/ticketing/api/web-sales/features"]),
    );
    expect(staging.seen.every(({ path }) => path.startsWith("/ticketing/"))).toBe(true);
  });

  it("--config says where config.json is", async () => {
    const config = `${staging.api}/config.json?tenant=sn`;
    const listed = await cli("products", "--api", "http://127.0.0.1:9/unused", "--config", config);
    expect(listed.code).toBe(0);
    expect(staging.seen[0]?.path).toBe("/ticketing/config.json");
  });

  it("--venue and --terminal make the appKey every API call carries", async () => {
    await run("products", "--venue", "41", "--terminal", "35");
    const sent = encodeAppKey({
      SalesTerminalTypeId: 35,
      MemberVenueId: 41,
      LocalTimeZone: "Pacific Standard Time",
    });
    const calls = staging.seen.filter(({ path }) => path.includes("/api/"));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every(({ appKey }) => appKey === sent)).toBe(true);
  });

  it("successfulYN false is a failed purchase: the guest's text and exit 1", async () => {
    staging.scenario.purchase = "unsuccessful";
    const failed = await buy();
    expect(failed.code).toBe(1);
    expect(failed.errors).toEqual([guestWordsIn("en")("errors.purchaseNotCompleted")]);
  });

  it("isSuccess false on create-pending-order keeps the API's message as the order error", async () => {
    staging.scenario.pendingOrder = { failedWith: "The venue is closed that day." };
    const failed = await buy();
    expect(failed.code).toBe(1);
    expect(failed.errors).toEqual(["The venue is closed that day."]);
  });
});

describe("a staging whose answers carry only the spec's fields, where the storefront reads them so", () => {
  it("buys on a purchase answered {successfulYN: true} alone, and says where to find the confirmation number", async () => {
    staging.scenario.specOnly = true;
    const bought = await buy();
    expect(bought.errors).toEqual([]);
    expect(bought.code).toBe(0);
    expect(bought.output[0]).toMatch(
      /^Order #\d+ confirmed; its confirmation number: storefront lookup --order \d+ --email \S+$/,
    );
  });

  it.each(["sn", "cgg"])(
    "for --client %s, the journey buys, finds the tickets through the order look-up, and refunds",
    async (client) => {
      staging.scenario.specOnly = true;
      const journey = await run("journey", "--client", client);
      expect(journey.errors).toEqual([]);
      expect(journey.code).toBe(0);
      expect(journey.output).toEqual([
        expect.stringMatching(/^purchase +\d+ ms {2}order #\d+ confirmed$/),
        expect.stringMatching(/^view-tickets +\d+ ms {2}1 ticket$/),
        expect.stringMatching(/^lookup +\d+ ms {2}found order #\d+$/),
        expect.stringMatching(/^refund +\d+ ms {2}order \d+ has been canceled$/),
      ]);
    },
  );

  it("entry times without the places left are listed with none", async () => {
    staging.scenario.specOnly = true;
    const listed = await run("inventory", "--product", "101", "--date", TOMORROW);
    expect(listed.code).toBe(0);
    expect(listed.output.length).toBeGreaterThan(1);
    expect(listed.output.join("\n")).not.toMatch(/left/);
  });

  it("an order looked up without its status or amounts shows the spec's details and no Status or Amount paid line", async () => {
    staging.scenario.specOnly = true;
    const bought = await buy();
    const orderId = /^Order #(\d+)/.exec(bought.output[0] ?? "")?.[1] ?? "";
    const email = /--email (\S+)$/.exec(bought.output[0] ?? "")?.[1] ?? "";
    const found = await run("lookup", "--order", orderId, "--email", email);
    expect(found.code).toBe(0);
    expect(found.output.join("\n")).not.toMatch(/Status:|Amount paid/);
  });
});
