import autocannon from "autocannon";
import { tenantOf } from "../src/domain/tenant.js";
import { appKeyFor } from "#contract/appKey.js";
import { benchServers, buildStorefront, buyTickets } from "./storefrontServer.js";

/*
 * `npm run bench:pages`: how many pages a second the server draws (the page shell with its
 * nonce, the first answers written in, the first screen rendered, compressed) or sends as
 * kept, and their latency, at PAGES_CONNECTIONS (default 50) for PAGES_SECONDS (default 10) per
 * page after a second unmeasured: home, a product page and a tickets page. Past its page
 * admission the server sends a page undrawn, as a 503 its script draws in the browser: those
 * are counted apart. The same server's product list (an API answer) is measured in the same
 * run, and each page's rate is given as a share of it (issue 30: a quarter at least). Each
 * server runs in its own process (bench/storefrontServer.ts), so the load never shares its
 * thread: the combined server as `npm start` runs it, then the storefront alone in front of the
 * reference API run as another process (BENCH_SERVERS=combined or split for one). A benchmark,
 * not a test.
 */

const CONNECTIONS = Number(process.env.PAGES_CONNECTIONS ?? "50");
const DURATION_S = Number(process.env.PAGES_SECONDS ?? "10");

/** A phone's request for a page: it takes brotli, as the pages are measured as sent. */
const PAGE_HEADERS = { accept: "text/html", "accept-encoding": "br, gzip" };

/** The storefront's own call for the product list, in the bench tenant's name. */
const PRODUCT_LIST = "/api/web-sales/products-with-upgrades";
const PRODUCT_LIST_HEADERS = {
  accept: "application/json",
  "accept-encoding": "br, gzip",
  appkey: appKeyFor(tenantOf("sn"), "general"),
};

interface Row {
  readonly server: string;
  readonly page: string;
  readonly result: autocannon.Result;
  /** The same server's product lists a second in the same run. */
  readonly productLists: number;
}

const cannon = (url: string, headers: Record<string, string>, duration: number) =>
  autocannon({ url, connections: CONNECTIONS, duration, workers: 1, headers });

/**
 * `url` measured for DURATION_S after a second of the same load unmeasured: the figures are the
 * server's steady pace, not its first draw of the page nor its code's first runs.
 */
const load = async (url: string, headers: Record<string, string>): Promise<autocannon.Result> => {
  await cannon(url, headers, 1);
  return cannon(url, headers, DURATION_S);
};

/** How many answers had this status. */
const answered = (result: autocannon.Result, status: number): number =>
  (result.statusCodeStats as Partial<Record<string, { count: number }>> | undefined)?.[
    String(status)
  ]?.count ?? 0;

/** 200 is a page drawn on the server; 503 one sent undrawn, which its script draws. */
const row = ({ server, page, result, productLists }: Row) => ({
  page,
  server,
  "drawn/s (200)": Math.round(answered(result, 200) / DURATION_S),
  "of product lists": `${((100 * answered(result, 200)) / DURATION_S / productLists).toFixed(0)} %`,
  "undrawn/s (503)": Math.round(answered(result, 503) / DURATION_S),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  // A drawn page waits at most 800 ms for each first answer of an API in another process: one
  // slower than that went without it.
  "max ms": result.latency.max,
  "other non-2xx": result.non2xx - answered(result, 503),
  errors: result.errors + result.timeouts,
});

const build = await buildStorefront();
const rows: Row[] = [];
try {
  for (const { server: name, start } of benchServers()) {
    const server = await start(build.dir);
    try {
      const confirmation = await buyTickets(server.base);
      const lists = await load(`${server.base}${PRODUCT_LIST}`, PRODUCT_LIST_HEADERS);
      const productLists = answered(lists, 200) / DURATION_S;
      rows.push({ server: name, page: "product list (API)", result: lists, productLists });
      const pages: readonly (readonly [string, string])[] = [
        ["home", "/"],
        ["product page", "/product?productId=101&type=products"],
        ["tickets", `/view-tickets?orderConfirmation=${confirmation}`],
      ];
      for (const [page, path] of pages) {
        const result = await load(`${server.base}${path}`, PAGE_HEADERS);
        rows.push({ server: name, page, result, productLists });
      }
    } finally {
      await server.stop();
    }
  }
  console.log(
    `${String(CONNECTIONS)} connections, ${String(DURATION_S)} s per page, each server in its own process`,
  );
  // Page by page, the combined server's row first (the sort is stable).
  console.table(rows.sort((a, b) => a.page.localeCompare(b.page)).map(row));
} finally {
  await build.remove();
}
