import { readFile } from "node:fs/promises";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  FIRST_SCREEN_ATTRIBUTE,
  withFirstScreen,
} from "../../server/storefront/pages/firstScreen.js";
import { FIRST_PAINT_PLACEHOLDER } from "../../server/storefront/pages/pageShell.js";
import { brands, type BrandKey } from "../../src/domain/brand.js";
import { FIRST_VIEW_CARDS } from "../../src/domain/firstView.js";
import { renderFirstScreen } from "../../src/ui/server/firstScreen.js";
import type { Locale } from "../../src/domain/locale.js";
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from "#contract/firstAnswers.js";
import type { ProductList } from "#contract/catalog.js";
import { purchasedOrder, ticketsOf } from "./contractRequests.js";
import { apiHeaders, startTestServer, storageKinds, type TestServer } from "./harness.js";
import type * as t from "io-ts";

/*
 * The server renders a page's first screen with the storefront's own views and use cases, fed
 * by the answers the page comes with, in place of index.html's loader; when it cannot, the
 * guest gets the loader as before.
 */

const hostOf = (brand: BrandKey) => (brand === "sn" ? "localhost" : `${brand}.localhost`);
const PRODUCT_LIST = "/api/web-sales/products-with-upgrades";

const answersIn = (page: string): FirstAnswers => {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(page);
  return JSON.parse(block?.[1] ?? "{}") as FirstAnswers;
};

const silentLog = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe.each(storageKinds())("a page's first screen rendered on the server (%s)", (kind) => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-first-screen-"));
    await writeFile(
      join(dir, "index.html"),
      `<html><head>${FIRST_PAINT_PLACEHOLDER}</head></html>`,
    );
    server = await startTestServer(kind, { staticDir: dir });
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const firstScreenOf = async (path: string, brand: BrandKey, locale: Locale = "en") => {
    const response = await server.inject({ url: path, headers: { host: hostOf(brand) } });
    const page = new URL(path, `http://${hostOf(brand)}`);
    return renderFirstScreen(page, answersIn(response.body), locale);
  };

  const productList = async (brand: BrandKey) =>
    (
      await server.inject({
        url: PRODUCT_LIST,
        headers: { host: hostOf(brand), ...apiHeaders(brand) },
      })
    ).json<t.TypeOf<typeof ProductList>>();

  describe.each(brands)("on $key", (brand) => {
    it("home's first screen shows the brand's venue and its first cards, as the storefront renders them", async () => {
      const rendered = await firstScreenOf("/", brand.key);
      expect(rendered?.title).toBe(`<title>Tickets · ${brand.venueName}</title>`);
      const screen = rendered?.root;
      expect(screen).toContain(`>${brand.venueName} tickets</h1>`);
      const first = (await productList(brand.key)).products
        .filter((product) => !product.isHidden)
        .slice(0, FIRST_VIEW_CARDS);
      expect(first.length).toBeGreaterThan(0);
      for (const product of first) {
        expect(screen).toContain(`>${product.name}</h2>`);
        expect(screen).toContain(`src="${product.imageUrl}"`);
      }
    });

    it("a first screen is drawn in the page's language", async () => {
      const rendered = await firstScreenOf("/", brand.key, "ja");
      expect(rendered?.root).toContain(`>${brand.venueName} のチケット</h1>`);
      expect(rendered?.root).toContain('<nav aria-label="サイト"');
      expect(rendered?.root).toContain('<span lang="ja">日本語</span>');
    });

    it("a product page's first screen shows the product's picture, name and description, its booking steps left to the browser", async () => {
      const product = (await productList(brand.key)).products[0];
      if (product === undefined) throw new Error("the seed lists no product");
      const path = `/product?productId=${product.productId}&type=products`;
      const rendered = await firstScreenOf(path, brand.key);
      expect(rendered?.root).toContain(`src="${product.imageUrl}"`);
      expect(rendered?.root).toContain(`>${product.name}</h1>`);
      expect(rendered?.root).not.toContain("Visit date");
    });

    it.each([
      ["/%74ickets", "/tickets"],
      ["/Tickets/events/", "/tickets/events"],
      ["/%50roduct?productId=101&type=products", "/product?productId=101&type=products"],
    ])(
      "a page's path spelled otherwise (%s) gets the first screen of %s: the router opens the same page",
      async (written, path) => {
        // The language picker's links keep the address as the guest wrote it, as in the browser.
        const mainOf = async (page: string) =>
          /<main[\s\S]*<\/main>/.exec((await firstScreenOf(page, brand.key))?.root ?? "")?.[0];
        const main = await mainOf(written);
        expect(main).toBeDefined();
        expect(main).toBe(await mainOf(path));
      },
    );

    it("a screen that opens on a form is left to the browser", async () => {
      expect(await firstScreenOf("/self-service", brand.key)).toBeUndefined();
      expect(await firstScreenOf("/tickets/promo-code", brand.key)).toBeUndefined();
    });
  });

  it("an order's tickets are drawn by the server, each with its barcode", async () => {
    const { orderConfirmation } = await purchasedOrder(server);
    const rendered = await firstScreenOf(
      `/view-tickets?orderConfirmation=${orderConfirmation}`,
      "sn",
    );
    expect(rendered?.title).toContain("<title>Your tickets");
    const tickets = await ticketsOf(server, orderConfirmation);
    expect(tickets.length).toBeGreaterThan(0);
    for (const { barcode } of tickets) expect(rendered?.root).toContain(barcode);
  });

  it("tickets that cannot be shown are left to the browser, which says why", async () => {
    expect(
      await firstScreenOf("/view-tickets?orderConfirmation=NOSUCHORDER", "sn"),
    ).toBeUndefined();
    expect(await firstScreenOf("/view-tickets", "sn")).toBeUndefined();
  });

  it("without its configuration among the answers, no screen is rendered (the loader stays)", async () => {
    const response = await server.inject({ url: "/", headers: { host: "localhost" } });
    const answers = answersIn(response.body);
    expect(answers["/config.json"]).toBeDefined();
    const withoutConfiguration = Object.fromEntries(
      Object.entries(answers).filter(([address]) => address !== "/config.json"),
    );
    expect(
      await renderFirstScreen(new URL("http://localhost/"), withoutConfiguration, "en"),
    ).toBeUndefined();
  });
});

describe("the page with its first screen", () => {
  let shell: string;
  beforeAll(async () => {
    shell = await readFile(join(import.meta.dirname, "../../index.html"), "utf8");
  });

  it("the server's screen takes the place of index.html's loader, marked for the storefront to hydrate", async () => {
    const page = await withFirstScreen(
      shell,
      () => Promise.resolve({ title: "<title>Home</title>", root: "<main>screen</main>" }),
      silentLog(),
    );
    expect(page).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}><main>screen</main></div>`);
    expect(page).toContain("<title>Home</title><title>Tickets</title>");
    expect(page).not.toContain("Please wait...");
  });

  /** What a drawn page's inline loader does in a page like `page`, its import() recorded. */
  const runLoader = (
    drawn: string,
    page: Record<string, unknown>,
    paintEntries: readonly string[] = ["paint"],
  ) => {
    const loader = /<script type="module"[^>]*>([^<]*)<\/script>/.exec(drawn)?.[1] ?? "";
    const appended: Record<string, string>[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timeouts: (() => void)[] = [];
    const observers: { callback: () => void; observed: unknown; connected: boolean }[] = [];
    class PerformanceObserver {
      static readonly supportedEntryTypes = paintEntries;
      readonly #observer: (typeof observers)[number];
      constructor(callback: () => void) {
        this.#observer = { callback, observed: undefined, connected: false };
        observers.push(this.#observer);
      }
      observe(options: unknown) {
        this.#observer.observed = options;
        this.#observer.connected = true;
      }
      disconnect() {
        this.#observer.connected = false;
      }
    }
    const document = {
      createElement: () => ({}),
      head: { append: (link: Record<string, string>) => appended.push(link) },
      getElementById: (id: string) =>
        id === "root" ? { hasAttribute: (name: string) => name === FIRST_SCREEN_ATTRIBUTE } : null,
      ...page,
    };
    runInNewContext(loader.replace("import(", "importEntry("), {
      document,
      PerformanceObserver,
      requestAnimationFrame: (frame: () => void) => frames.push(frame),
      setTimeout: (timeout: () => void) => timeouts.push(timeout),
      importEntry: (entry: string) => imported.push(entry),
    });
    const run = (callbacks: (() => void)[]) => {
      for (const callback of callbacks.splice(0)) callback();
    };
    return {
      appended,
      imported,
      observers,
      /** The browser reports a paint to each observer still connected. */
      reportPaint: () => {
        for (const observer of observers) if (observer.connected) observer.callback();
      },
      frame: () => {
        run(frames);
      },
      afterFrame: () => {
        run(timeouts);
      },
    };
  };

  const drawnFrom = (page: string) =>
    withFirstScreen(
      page,
      () => Promise.resolve({ title: "<title>Home</title>", root: "<main>screen</main>" }),
      silentLog(),
    );

  it("a drawn page asks for its entry and its screen's scripts once it has painted, with its nonce; a page with the loader keeps its scripts as they are", async () => {
    const preloaded = shell
      .replace(
        "</head>",
        '<link rel="modulepreload" crossorigin href="/assets/screen.js" nonce="n0nce"></head>',
      )
      .replace('<script type="module" src', '<script type="module" nonce="n0nce" src');
    const drawn = await drawnFrom(preloaded);
    expect(drawn).not.toContain('<link rel="modulepreload"');
    expect(drawn).not.toContain('src="/src/ui/main.tsx"');
    expect(drawn).toMatch(/<script type="module" nonce="n0nce">[^<]+<\/script>/);

    const loader = runLoader(drawn, { visibilityState: "visible" });
    expect(loader.imported).toEqual([]);
    expect(loader.observers.map(({ observed }) => observed)).toEqual([
      { type: "paint", buffered: true },
    ]);
    loader.reportPaint();
    expect(loader.imported).toEqual(["/src/ui/main.tsx"]);
    expect(loader.appended).toEqual([
      { rel: "modulepreload", href: "/assets/screen.js", nonce: "n0nce" },
    ]);
    loader.reportPaint();
    expect(loader.imported).toEqual(["/src/ui/main.tsx"]);

    const withLoader = await withFirstScreen(
      preloaded,
      () => Promise.resolve(undefined),
      silentLog(),
    );
    expect(withLoader).toBe(preloaded);
  });

  it("in a browser without paint timing, a drawn page asks for its scripts once its first frame is drawn", async () => {
    const loader = runLoader(await drawnFrom(shell), { visibilityState: "visible" }, []);
    loader.frame();
    expect(loader.imported).toEqual([]);
    loader.afterFrame();
    expect(loader.imported).toEqual(["/src/ui/main.tsx"]);
    expect(loader.observers).toEqual([]);
  });

  it("a copy of a drawn page with its screen taken out (the offline worker's) asks for its scripts at once: they draw it", async () => {
    const loader = runLoader(await drawnFrom(shell), {
      visibilityState: "visible",
      getElementById: () => ({ hasAttribute: () => false }),
    });
    expect(loader.imported).toEqual(["/src/ui/main.tsx"]);
    expect(loader.observers).toEqual([]);
  });

  it("a drawn page in a tab the guest is not looking at asks for its scripts at once: it paints nothing", async () => {
    const loader = runLoader(await drawnFrom(shell), { visibilityState: "hidden" });
    expect(loader.imported).toEqual(["/src/ui/main.tsx"]);
  });

  it("a render that fails is logged and the guest gets the loader, never an error", async () => {
    const log = silentLog();
    const page = await withFirstScreen(shell, () => Promise.reject(new Error("boom")), log);
    expect(page).toBe(shell);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it("a page that cannot be rendered keeps the loader", async () => {
    const page = await withFirstScreen(shell, () => Promise.resolve(undefined), silentLog());
    expect(page).toBe(shell);
  });
});
