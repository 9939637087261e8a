import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, json, startListening, type ListeningServer } from "./run.js";

let target: ListeningServer;

beforeAll(async () => {
  target = await startListening();
}, 60_000);

afterAll(async () => {
  await target.server.close();
});

// The server's clock stands at 10:00 on the 7th: the 8th's entry times are all to come.
const TOMORROW = "2030-01-08";
const BUYER = "buyer@example.com";
const PARTY = "party@example.com";

const run = (...argv: string[]) => cli(...argv, "--api", target.api);

/** Buys two adults tomorrow and makes their entry time full: the order and its slot. */
const fullEntryTime = async () => {
  const bought = await run(
    "purchase",
    "--product",
    "101",
    "--date",
    TOMORROW,
    "--tickets",
    "1011:2",
    "--email",
    BUYER,
  );
  expect(bought.code, bought.stderr).toBe(0);
  const orderId = /^Order #(\d+)/.exec(bought.output[0] ?? "")?.[1] ?? "";
  const [slot] = await target.server.storage.query<{ slot_id: number }>(
    "select slot_id from tickets where order_id = $1 limit 1",
    [Number(orderId)],
  );
  await target.server.storage.query("update slots set capacity = sold where slot_id = $1", [
    slot?.slot_id,
  ]);
  return { orderId, slotId: String(slot?.slot_id) };
};

const joinArgs = (slotId: string) => [
  "join-waiting-list",
  "--product",
  "101",
  "--date",
  TOMORROW,
  "--slot",
  slotId,
  "--tickets",
  "1011:2",
  "--email",
  PARTY,
];

describe("the waiting list from the command line", () => {
  it("join-waiting-list puts a party on a full entry time's list; once places free up, waiting-list-offer shows the pending order held for it; leave-waiting-list lets it go", async () => {
    const { orderId, slotId } = await fullEntryTime();

    const joined = await run(...joinArgs(slotId));
    expect(joined.code, joined.stderr).toBe(0);
    expect(joined.output[0]).toMatch(
      /^On the waiting list \(entry \d+\) for a party of 2: the offer goes to party@example\.com\.$/,
    );
    const leaveToken = /--token=(\S+)$/.exec(joined.output[1] ?? "")?.[1] ?? "";
    expect(leaveToken).not.toBe("");

    expect((await run("refund", "--order", orderId, "--email", BUYER)).code).toBe(0);
    const [entry] = await target.server.storage.query<{ offer_token: string }>(
      "select offer_token from waiting_list where slot_id = $1",
      [Number(slotId)],
    );
    const offer = await run("waiting-list-offer", "--token", entry?.offer_token ?? "", "--json");
    expect(offer.code, offer.stderr).toBe(0);
    expect(json(offer)).toMatchObject({
      ok: true,
      offer: { partySize: 2, inventoryId: Number(slotId), visitDate: TOMORROW },
    });

    // As the line printed says: a token that starts with "-" is read too.
    const left = await run("leave-waiting-list", `--token=${leaveToken}`);
    expect(left.code).toBe(0);
    expect(left.output).toEqual(["Off the waiting list."]);
    const again = await run("leave-waiting-list", `--token=${leaveToken}`);
    // Leaving twice is harmless: the list says the party has left.
    expect(again.output).toEqual(["Off the waiting list."]);
    const lapsed = await run("waiting-list-offer", "--token", entry?.offer_token ?? "");
    expect(lapsed.code).toBe(1);
    expect(lapsed.errors).toEqual([
      "This offer has ended: its places were held for a while, then passed to the next party on the waiting list.",
    ]);
  });

  it("joining an entry time with places for the party says to buy them, and exits 1", async () => {
    // A reservation makes the day's entry times; its last one stays empty.
    expect((await run("reserve", "--product", "101", "--date", TOMORROW)).code).toBe(0);
    const [empty] = await target.server.storage.query<{ slot_id: number }>(
      `select slot_id from slots where product_id = 101 and visit_date = $1
       order by start_time desc limit 1`,
      [TOMORROW],
    );
    const joined = await run(...joinArgs(String(empty?.slot_id)));
    expect(joined.code).toBe(1);
    expect(joined.errors).toEqual([
      "This entry time has places for your party: you can buy them now.",
    ]);
  });

  it("an unknown token is said to be no link of the list, and a missing one is bad usage", async () => {
    const unknown = await run("leave-waiting-list", "--token", "no-such-token");
    expect(unknown.code).toBe(1);
    expect(unknown.errors).toEqual(["This waiting-list link is not valid."]);
    // A token is base64url: one in 64 starts with "-", and is read when written with "=".
    const dashed = await run("leave-waiting-list", "--token=-no-such-token");
    expect(dashed.code, dashed.stderr).toBe(1);
    expect(dashed.errors).toEqual(["This waiting-list link is not valid."]);
    const missing = await run("waiting-list-offer");
    expect(missing.code, missing.stderr).toBe(2);
    const noSlot = await run("join-waiting-list", "--product", "101", "--email", PARTY);
    expect(noSlot.code).toBe(2);
    expect(noSlot.errors).toEqual(["storefront: --slot is required"]);
  });
});
