import type { Page, Request } from "playwright-core";
import { addToCart, goToCheckout, openHome, pickTimedTickets } from "../test/e2e/guest.js";
import { browserBench } from "./storefrontServer.js";

/*
 * `npm run bench:round-trips`: the requests a guest waits on, counted in Chromium against the
 * production build: from opening `/` to a rendered product list, from opening a product page
 * (a shared link) to its calendar, and from "Add to cart" to a reserved order (the checkout
 * form open). `STATIC_DIR=<a build>` measures that build instead
 * of building the working tree (BENCHMARKS.md's "before" column is a build of an older commit).
 *
 * A request counts when it is the storefront's own: the page, the configuration, an API call,
 * a script or stylesheet chunk. The fraud beacon and images are left out: nothing waits on them.
 * "Sequential round trips" is the longest chain of requests in which each started only after
 * the one before it had finished: the waits that add up, however many requests run beside.
 */

interface Timed {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

const counted = (request: Request): string | null => {
  const url = new URL(request.url());
  if (request.resourceType() === "document") return `page ${url.pathname}`;
  if (url.pathname === "/api/fraud-beacon") return null;
  if (url.pathname === "/config.json" || url.pathname.startsWith("/api/")) return url.pathname;
  if (url.pathname.startsWith("/assets/")) return url.pathname.replace(/-[\w-]{8}\./, ".");
  return null;
};

/**
 * Records the counted requests that start while `during` runs, timed by the browser's own
 * clock (Resource Timing): event delivery to this process lags and would blur the order.
 */
const recordRequests = async (page: Page, during: () => Promise<void>): Promise<Timed[]> => {
  const seen: Request[] = [];
  const onRequest = (request: Request) => {
    if (counted(request) !== null) seen.push(request);
  };
  page.on("request", onRequest);
  try {
    await during();
  } finally {
    page.off("request", onRequest);
  }
  return seen
    .map((request) => {
      const timing = request.timing();
      return {
        name: counted(request) ?? "",
        start: timing.startTime,
        end: timing.responseEnd < 0 ? Infinity : timing.startTime + timing.responseEnd,
      };
    })
    .sort((a, b) => a.start - b.start);
};

/** The longest chain of requests each started after the previous one had finished. */
const sequentialRoundTrips = (requests: readonly Timed[]): number => {
  const depth = new Map<Timed, number>();
  for (const request of requests) {
    const before = requests.filter((other) => other.end <= request.start);
    depth.set(request, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 0)));
  }
  return Math.max(0, ...depth.values());
};

// A guest reads a screen before acting on it; without this pause the measurement would click
// faster than any guest and count as waits the fetches a real visit has finished by then.
const THINK_TIME_MS = 2000;
const think = (page: Page) => page.waitForTimeout(THINK_TIME_MS);

const { server, browser, close } = await browserBench();
try {
  // A new context each time: the first visit of a guest, nothing cached.
  const newGuestPage = async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // Lighthouse's slow 4G, applied to every request: with real latency, requests that wait on
    // each other show as a chain instead of blurring together on a local machine.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    return page;
  };
  const linkedPage = await newGuestPage();
  const toCalendar = await recordRequests(linkedPage, async () => {
    await linkedPage.goto(`${server.base}/product?productId=101&type=products`);
    await linkedPage.getByRole("grid").waitFor();
  });
  const page = await newGuestPage();
  const toProductList = await recordRequests(page, async () => {
    await openHome(page, server.base);
    await page
      .getByRole("link", { name: /Get tickets for/ })
      .first()
      .waitFor();
  });
  await page.getByRole("link", { name: "Get tickets for General Admission" }).click();
  await pickTimedTickets(page, 2);
  await think(page);
  const toCart = await recordRequests(page, () => addToCart(page));
  await think(page);
  const toReservedOrder = await recordRequests(page, async () => {
    await goToCheckout(page);
    await page.getByRole("button", { name: "Place order" }).waitFor();
  });
  const rows = [
    ["open / → product list", toProductList],
    ["open a product page → calendar", toCalendar],
    ['"Add to cart" → cart', toCart],
    ['"Checkout" → reserved order, form open', toReservedOrder],
  ] as const;
  for (const [step, requests] of rows) {
    console.log(`${step}: ${requests.map((request) => request.name).join(", ")}`);
  }
  console.table(
    rows.map(([step, requests]) => ({
      step,
      requests: requests.length,
      "API calls": requests.filter((request) => !request.name.startsWith("/assets/")).length,
      "sequential round trips": sequentialRoundTrips(requests),
    })),
  );
} finally {
  await close();
}
