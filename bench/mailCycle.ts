import { buildApp } from "../server/app.js";
import { systemClock } from "../server/api/core/clock.js";
import { readEnv } from "../server/env.js";
import { startMailbox } from "../server/api/mail/mailbox.js";
import { smtpTransport } from "../server/api/mail/transport.js";
import { migrate } from "../server/api/storage/migrate.js";
import { openPgliteThread } from "../server/api/storage/pgliteThread.js";
import { seedIfEmpty } from "../server/api/storage/seed/seed.js";
import { appKeyFor } from "#contract/appKey.js";
import { tenantOf } from "../src/domain/tenant.js";
import { venueDate } from "../src/domain/venueTime.js";
import {
  aCardlessPurchaseForm,
  pendingOrderBody,
  type Booking,
} from "../test/server/purchaseFlow.js";

/*
 * `npm run bench:mail-cycle`: the mail an attacker gets the shop to send to one victim by
 * exchanging a city-pass barcode, refunding the exchange and exchanging it again (each cycle
 * is a tickets e-mail and a cancellation e-mail, free), through the embedded mailbox: what
 * was queued and delivered, and how long the cycles took. First one barcode over and over,
 * then a fresh barcode each cycle, each from a client address of its own. The limits are the
 * environment's (MAILS_PER_RECIPIENT, MAILS_PER_CLIENT, BARCODE_EXCHANGES; docs/reference-api.md,
 * "Abuse limits").
 */

const CYCLES = Number(process.env.CYCLES ?? "15");

const storage = await openPgliteThread();
await migrate(storage);
await seedIfEmpty(storage, systemClock.now());
const mailbox = await startMailbox();
const { mailLimits, barcodeExchanges } = readEnv(process.env, process.cwd());
const app = await buildApp({
  storage,
  clock: systemClock,
  guessLimit: null,
  maxInFlight: null,
  mailLimits,
  barcodeExchanges,
  mail: { transport: smtpTransport(mailbox.url), mailbox, pollMs: 10 },
});
await app.ready();

const headers = { appkey: appKeyFor(tenantOf("sn"), "general"), carttoken: "bench-mail-cycle" };
const tomorrow = venueDate(new Date(systemClock.now().getTime() + 24 * 3600 * 1000));
const CITY_PASS_C3 = 107;

const post = (client: string, url: string, payload: object) =>
  app.inject({ method: "POST", url, headers, payload, remoteAddress: client });

/** The ticket type the barcode's promotion grants, as the storefront learns it. */
const ticketTypeOf = async (client: string, barcode: string) => {
  const answer = await post(client, "/api/web-sales/cityPassVoucher", {
    voucherCode: barcode,
    barcodeProvider: "CityPassC3",
  });
  if (answer.statusCode !== 200) return undefined;
  const [match] = answer.json<{ appliedPromotions: { discountId: number }[] }[]>();
  return match?.appliedPromotions[0]?.discountId;
};

const exchange = async (client: string, barcode: string, victim: string) => {
  const discountId = await ticketTypeOf(client, barcode);
  if (discountId === undefined) return undefined;
  const line = { id: discountId, promotionType: 4, ticketsCount: 1, code: barcode };
  const slots = await post(
    client,
    `/api/ticketing/Web/NonGroupSale/product/${String(CITY_PASS_C3)}/inventory?requestedDate=${tomorrow}`,
    { selectedDiscounts: [line] },
  );
  const [slot] = slots.json<{ inventory: { inventoryId: number }[] }>().inventory;
  const booking: Booking = {
    client: "sn",
    productId: CITY_PASS_C3,
    visitDate: tomorrow,
    lines: [line],
  };
  const pending = await post(
    client,
    "/api/ticketing/create-pending-order",
    pendingOrderBody(booking, slot?.inventoryId ?? null),
  );
  if (pending.statusCode !== 200) return undefined;
  const { orderId } = pending.json<{ orderId: number }>();
  const confirmed = await post(client, `/api/web-sales/confirm-order-promo/${String(orderId)}`, {
    ...aCardlessPurchaseForm(),
    email: victim,
    firstName: "Your account is locked: call +1 555 0100 now",
  });
  return confirmed.statusCode === 200 ? orderId : undefined;
};

const refund = async (client: string, orderId: number, victim: string) =>
  (await post(client, "/api/web-sales/order/refund", { orderId, email: victim })).statusCode ===
  200;

const queuedTo = async (victim: string) => {
  const [row] = await storage.query<{ count: number }>(
    "select count(*)::integer as count from mail_outbox where recipient = $1",
    [victim],
  );
  return row?.count ?? 0;
};

const deliveredTo = (victim: string) =>
  mailbox.messages().filter((mail) => {
    const to = mail.parsed.to;
    return (Array.isArray(to) ? to : to === undefined ? [] : [to]).some((address) =>
      address.text.includes(victim),
    );
  }).length;

/** Every queued mail sent (or no longer due): the outbox has nothing waiting. */
const drained = async () => {
  for (let attempt = 0; attempt < 600; attempt++) {
    const [row] = await storage.query<{ count: number }>(
      "select count(*)::integer as count from mail_outbox where sent_at_ms is null",
    );
    if ((row?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const run = async (name: string, client: string, victim: string, barcodes: readonly string[]) => {
  const started = performance.now();
  let exchanges = 0;
  let refunds = 0;
  for (const barcode of barcodes) {
    const orderId = await exchange(client, barcode, victim);
    if (orderId === undefined) continue;
    exchanges += 1;
    if (await refund(client, orderId, victim)) refunds += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  await drained();
  console.log(
    `${name}: ${String(barcodes.length)} cycles in ${seconds.toFixed(1)} s, ${String(exchanges)} exchanges, ${String(refunds)} refunds; mails to the victim queued ${String(await queuedTo(victim))}, delivered ${String(deliveredTo(victim))}`,
  );
};

console.log(
  `limits: ${String(mailLimits.perRecipient)} mails per recipient and ${String(mailLimits.perClient)} per client an hour, ${String(barcodeExchanges)} exchanges per barcode`,
);
await run(
  "one barcode",
  "192.0.2.1",
  "victim.one@example.com",
  Array.from({ length: CYCLES }, () => "C3SN0005"),
);
await run(
  "a fresh barcode each cycle",
  "192.0.2.2",
  "victim.two@example.com",
  Array.from({ length: CYCLES }, (_, n) => `C3SN${String(n + 6).padStart(4, "0")}`),
);
await app.close();
await storage.close();
