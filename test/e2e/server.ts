import type { AddressInfo } from "node:net";
import { buildApp } from "../../server/app.js";
import { systemClock } from "../../server/api/core/clock.js";
import { startMailbox, type ReceivedMail } from "../../server/api/mail/mailbox.js";
import { smtpTransport } from "../../server/api/mail/transport.js";
import { migrate } from "../../server/api/storage/migrate.js";
import { openTestPglite } from "../support/pglite.js";
import { seedIfEmpty } from "../../server/api/storage/seed/seed.js";
import type { BrandKey } from "../../src/domain/brand.js";
import { startSplitServers } from "./splitServers.js";

export interface BeaconHit {
  readonly shop: string;
  readonly sid: string;
  readonly path: string;
}

export interface E2eServer {
  /** Where a guest of the brand opens the storefront: localhost for sn, cgg.localhost for cgg. */
  readonly origin: (brand: BrandKey) => string;
  /** The fraud beacon's sink: what it recorded for one session, oldest first. */
  readonly beaconHits: (sid: string) => Promise<BeaconHit[]>;
  /**
   * Takes a product off sale, or back on, as the venue's back office would between a guest's
   * pricing and purchase (Code 21).
   */
  readonly setProductAvailable: (productId: number, available: boolean) => Promise<void>;
  /** The custom HTML a tenant's configuration carries (spec §2), as its back office sets it. */
  readonly setCustomHtml: (
    brand: BrandKey,
    htmlHeader: string,
    htmlFooter: string,
  ) => Promise<void>;
  /** How many card payments were taken for orders bought with this e-mail. */
  readonly paymentsBy: (email: string) => Promise<number>;
  /** What the embedded mailbox received, newest first (a suite started `withMail`; else none). */
  readonly mails: () => readonly ReceivedMail[];
  /** The API calls a spec-shaped API refused as not in the spec (split suites; else none). */
  readonly refusedCalls: () => readonly string[];
  readonly close: () => Promise<void>;
}

/**
 * What a suite changes of the server: unset, the storefront and the API in this process;
 * `split`, the two deployables in processes of their own (splitServers.ts), with the
 * spec-shaped front between them when `specOnly`.
 */
export interface E2eServerOptions {
  readonly split?: { readonly specOnly: boolean };
  /** The guest's e-mails sent to an embedded mailbox, which the suite reads. */
  readonly withMail?: boolean;
}

/** The back office's levers a suite pulls on the reference API's database: not across processes. */
const notInASplit = (): Promise<never> =>
  Promise.reject(new Error("a split suite has no hand in the API's database"));

const splitE2eServer = async (
  staticDir: string,
  split: { readonly specOnly: boolean },
): Promise<E2eServer> => {
  const servers = await startSplitServers(staticDir, split);
  return {
    origin: servers.origin,
    beaconHits: notInASplit,
    setProductAvailable: notInASplit,
    setCustomHtml: notInASplit,
    paymentsBy: notInASplit,
    mails: () => [],
    refusedCalls: servers.refused,
    close: servers.close,
  };
};

/**
 * The storefront build and the API on a free port, over a fresh in-memory database. The clock
 * is the real one: the browser's is too, and the calendar and hold countdown compare the two.
 */
export const startE2eServer = async (
  staticDir: string,
  options: E2eServerOptions = {},
): Promise<E2eServer> => {
  if (options.split !== undefined) return splitE2eServer(staticDir, options.split);
  const storage = await openTestPglite();
  await migrate(storage);
  await seedIfEmpty(storage, systemClock.now());
  const mailbox = options.withMail === true ? await startMailbox() : undefined;
  // Every guest of a suite comes from 127.0.0.1, and the suites mistype codes on purpose in
  // every brand and viewport: the guess limit is one no suite reaches (its own tests are in
  // test/server/guessThrottle.test.ts).
  const app = await buildApp({
    storage,
    clock: systemClock,
    staticDir,
    guessLimit: { maxFailures: 1000, windowMs: 60_000 },
    // Every page's beacon comes from 127.0.0.1 as well: the beacon's limits are ones no suite
    // reaches (their own tests are in test/server/beaconLimits.test.ts).
    beaconLimits: { hitsPerClient: 100_000, windowMs: 60_000, maxHits: 100_000 },
    // Every guest holds from 127.0.0.1 too: the hold limits are ones no suite reaches (their
    // own tests are in test/server/holdLimits.test.ts).
    holdLimits: { holds: 1000, seats: 100_000 },
    ...(mailbox === undefined
      ? {}
      : { mail: { transport: smtpTransport(mailbox.url), mailbox, pollMs: 50 } }),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return {
    origin: (brand) => `http://${brand === "sn" ? "localhost" : `${brand}.localhost`}:${port}`,
    beaconHits: async (sid) => {
      const response = await fetch(
        `http://127.0.0.1:${port}/api/fraud-beacon/hits?sid=${encodeURIComponent(sid)}`,
      );
      return (await response.json()) as BeaconHit[];
    },
    setProductAvailable: async (productId, available) => {
      await storage.query("update products set is_available = $2 where product_id = $1", [
        productId,
        available,
      ]);
    },
    setCustomHtml: async (brand, htmlHeader, htmlFooter) => {
      await storage.query(
        "update tenant_settings set html_header = $2, html_footer = $3 where tenant = $1",
        [brand, htmlHeader, htmlFooter],
      );
    },
    paymentsBy: async (email) => {
      const [row] = await storage.query<{ count: number }>(
        `select count(*)::integer as count
           from payments join orders using (order_id) where orders.email = $1`,
        [email],
      );
      return row?.count ?? 0;
    },
    mails: () => mailbox?.messages() ?? [],
    refusedCalls: () => [],
    close: async () => {
      await app.close();
      await storage.close();
    },
  };
};
