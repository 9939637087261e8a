import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_PAINT_PLACEHOLDER } from "../../server/storefront/pages/pageShell.js";
import { NONCE_PLACEHOLDER } from "../../server/storefront/pages/drawnPage.js";
import { brands, type BrandKey } from "../../src/domain/brand.js";
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from "#contract/firstAnswers.js";
import { apiHeaders, startTestServer, storageKinds, type TestServer } from "./harness.js";
import { APPROVED_CARD, confirmPurchase, reserve, twoAdults } from "./purchaseFlow.js";

/*
 * The page comes with the answers to its first requests (spec §4's configuration and feature
 * flags, then its first screen's data) and preloads its first screen's scripts: the same
 * answers the API gives the storefront for the page's brand, nothing of anyone else's.
 */

const shell = `<!doctype html><html><head>${FIRST_PAINT_PLACEHOLDER}<script type="module" src="/assets/index-e1.js" nonce="${NONCE_PLACEHOLDER}"></script></head><body></body></html>`;

// Vite's build manifest: the entry shares `shell-s1.js` with the home screen, which also
// imports a chunk of its own.
const manifest = {
  "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_shell.js"] },
  "_shell.js": { file: "assets/shell-s1.js" },
  "_cards.js": { file: "assets/cards-c1.js", imports: ["_shell.js"] },
  "src/ui/screens/home/HomeScreen.tsx": {
    file: "assets/HomeScreen-h1.js",
    imports: ["_shell.js", "_cards.js"],
  },
};

const CONFIG = "/config.json";
const FLAGS = "/api/web-sales/features?salesChannel=Web";
const PRODUCT_LIST = "/api/web-sales/products-with-upgrades";
const viewTicketsOf = (confirmation: string) =>
  `/api/web-sales/view-tickets?orderConfirmation=${encodeURIComponent(confirmation)}`;

const hostOf = (brand: BrandKey) => (brand === "sn" ? "localhost" : `${brand}.localhost`);

const answersIn = (page: string): FirstAnswers => {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(page);
  if (block === null) throw new Error("the page has no first answers");
  return JSON.parse(block[1] ?? "") as FirstAnswers;
};

describe.each(storageKinds())("a page's first answers (%s)", (kind) => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-first-paint-"));
    await mkdir(join(dir, ".vite"), { recursive: true });
    await writeFile(join(dir, "index.html"), shell);
    await writeFile(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
    server = await startTestServer(kind, { staticDir: dir });
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = async (path: string, brand: BrandKey = "sn") => {
    const response = await server.inject({ url: path, headers: { host: hostOf(brand) } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  /** What the storefront would have been answered, asking the API itself. */
  const apiAnswer = async (address: string, brand: BrandKey) => {
    const response = await server.inject({
      url: address,
      headers: { host: hostOf(brand), ...apiHeaders(brand) },
    });
    expect(response.statusCode).toBe(200);
    return response.json<unknown>();
  };

  const buyTickets = async () => {
    const reservation = await reserve(server, twoAdults(server));
    // The form's card is APPROVED_CARD.
    const bought = await confirmPurchase(server, reservation.orderId);
    expect(bought.statusCode).toBe(200);
    return bought.json<{ orderConfirmation: string }>().orderConfirmation;
  };

  describe.each(brands.map((brand) => brand.key))("on %s", (brand) => {
    it.each([
      ["/", [CONFIG, FLAGS, PRODUCT_LIST]],
      ["/tickets/events", [CONFIG, FLAGS, PRODUCT_LIST]],
      ["/product?productId=101&type=products", [CONFIG, FLAGS, PRODUCT_LIST]],
      ["/cart", [CONFIG, FLAGS]],
      ["/view-tickets", [CONFIG, FLAGS]],
    ])("%s comes with the API's own answers to its first requests", async (path, addresses) => {
      const answers = answersIn(await page(path, brand));
      expect(Object.keys(answers)).toEqual(addresses);
      for (const address of addresses) {
        expect(answers[address]).toEqual({ status: 200, body: await apiAnswer(address, brand) });
      }
    });
  });

  it.each([
    ["/?lang=ja", {}, "一般入場券"],
    ["/", { "accept-language": "es-MX,es;q=0.9" }, "Entrada general"],
    ["/", { cookie: "lang=ja" }, "一般入場券"],
    ["/", { "accept-language": "fr" }, "General Admission"],
  ])("%s (%j) comes with the venue's words in the page's language", async (path, headers, name) => {
    const response = await server.inject({ url: path, headers: { host: "localhost", ...headers } });
    const list = answersIn(response.body)[PRODUCT_LIST]?.body as {
      products: { productId: number; name: string }[];
    };
    expect(list.products.find((product) => product.productId === 101)?.name).toBe(name);
  });

  it("view tickets comes with the tickets of the order its address names, and no log line names it", async () => {
    const confirmation = await buyTickets();
    const answers = answersIn(await page(`/view-tickets?orderConfirmation=${confirmation}`));
    expect(answers[viewTicketsOf(confirmation)]).toEqual({
      status: 200,
      body: await apiAnswer(viewTicketsOf(confirmation), "sn"),
    });
    expect(server.logLines().join("\n")).not.toContain(confirmation);
  });

  it("nothing secret is written in: no card number, and no one else's tickets for a wrong number", async () => {
    await buyTickets();
    const wrong = "NOSUCHORDER";
    const body = await page(`/view-tickets?orderConfirmation=${wrong}`);
    expect(answersIn(body)[viewTicketsOf(wrong)]).toEqual({ status: 200, body: [] });
    for (const path of ["/", `/view-tickets?orderConfirmation=${wrong}`]) {
      const shown = await page(path);
      expect(shown).not.toContain(APPROVED_CARD);
      expect(shown).not.toContain(APPROVED_CARD.replaceAll(" ", ""));
    }
  });

  it("a tenant's header markup stays inside the data block: it cannot close it or add a script", async () => {
    const markup = `</script><script>alert("$&")</script>`;
    await server.storage.query("update tenant_settings set html_header = $1 where tenant = 'sn'", [
      markup,
    ]);
    // On PostgreSQL the change is heard (NOTIFY) a moment after it commits: until then a page
    // is sent with the answers kept before it.
    const headerIn = (body: string) =>
      (answersIn(body)[CONFIG]?.body as { script: { htmlHeader: string } } | undefined)?.script
        .htmlHeader;
    let body = "";
    await expect
      .poll(async () => {
        body = await page("/");
        return headerIn(body);
      })
      .toBe(markup);
    expect(body.match(/<script/g)).toHaveLength(2);
  });

  it("the first screen's scripts are preloaded with the page's nonce, less what the entry loads", async () => {
    const response = await server.inject({ url: "/", headers: { host: "localhost" } });
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
    const preloads = [...response.body.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(
      ([link]) => link,
    );
    expect(preloads).toEqual([
      `<link rel="modulepreload" crossorigin href="/assets/HomeScreen-h1.js" nonce="${nonce ?? ""}">`,
      `<link rel="modulepreload" crossorigin href="/assets/cards-c1.js" nonce="${nonce ?? ""}">`,
    ]);
    expect(await page("/cart")).not.toContain("modulepreload");
  });
});
