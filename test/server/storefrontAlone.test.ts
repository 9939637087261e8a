import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { buildStorefront, type StorefrontOptions } from "../../server/storefront/app.js";
import { firstAnswersFor } from "../../server/storefront/pages/firstAnswers.js";
import { NONCE_PLACEHOLDER } from "../../server/storefront/pages/drawnPage.js";
import { FIRST_PAINT_PLACEHOLDER } from "../../server/storefront/pages/pageShell.js";
import { appKeyFor } from "#contract/appKey.js";
import { tenantOf } from "../../src/domain/tenant.js";
import { pagesOf } from "./pdfPages.js";

/*
 * The storefront server alone in front of a ticketing API it did not write (issue 26): a
 * stand-in that answers over HTTP as the test says, with nothing of the reference API. Its
 * own answers (the configuration, the feature flags with its own extensions, health, the
 * tickets' documents) and the API's (passed on as they came), and a page that never waits on
 * a slow API.
 */

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

const servers: Server[] = [];
const apps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => {
            resolve();
          });
        }),
    ),
  );
});

const anApi = async (handler: Handler): Promise<string> => {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      handler(request, response, Buffer.concat(chunks).toString("utf8"));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
};

/** The last stand-in API stops: nothing answers at its address any more. */
const theApiGoesAway = () =>
  new Promise<void>((resolve) => {
    servers.pop()?.close(() => {
      resolve();
    });
  });

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};

const aStorefront = async (api: string, options: Partial<StorefrontOptions> = {}) => {
  const app = await buildStorefront({ api, staticDir: undefined, ...options });
  apps.push(app);
  return app;
};

/** A page request as Fastify hands it to the page drawing: its address, host and guest. */
const pageRequest = (url: string, host: string) =>
  ({ url, headers: { host }, ip: "203.0.113.9" }) as FastifyRequest;

const SN_KEY = appKeyFor(tenantOf("sn"), "general");

/** Two tickets as an API that follows only the spec sends them: a name and a barcode. */
const specOnlyTickets = [
  { name: "General Admission", barcode: "SPEC-0001" },
  { name: "General Admission", barcode: "SPEC-0002" },
];

/** The same with every field the reference API adds. */
const fullTicket = {
  ticketId: 5,
  orderId: 100042,
  guestName: "Ada Lovelace",
  name: "General Admission",
  barcode: "FULL-0001",
  productId: 101,
  discountName: "Adult",
  visitDate: "2030-01-08",
  startTime: "2030-01-08T10:00:00",
  endTime: "2030-01-08T10:30:00",
};

describe("the storefront alone: a page's first answers", () => {
  it("asks as the page's guest would, with their brand's appKey: its own configuration, the API's flags with its own extensions, the API's products", async () => {
    const asked: { url: string; appKey: string; forwardedFor: string }[] = [];
    const api = await anApi((request, response) => {
      asked.push({
        url: request.url ?? "",
        appKey: String(request.headers.appkey),
        forwardedFor: String(request.headers["x-forwarded-for"]),
      });
      if (request.url?.startsWith("/api/web-sales/features") === true) {
        json(response, 200, { someFeature: true });
      } else json(response, 200, { answeredFor: request.url });
    });
    const answers = await firstAnswersFor(
      await aStorefront(api),
      pageRequest("/", "cgg.localhost:8080"),
      "en",
      { deadlineMs: 5000 },
    );
    expect(Object.keys(answers)).toEqual([
      "/config.json",
      "/api/web-sales/features?salesChannel=Web",
      "/api/web-sales/products-with-upgrades",
    ]);
    expect(answers["/config.json"]?.body).toMatchObject({
      client: "cgg",
      REACT_APP_TICKET_URL: "",
    });
    expect(answers["/api/web-sales/features?salesChannel=Web"]?.body).toEqual({
      someFeature: true,
      ticketDocuments: true,
    });
    expect(answers["/api/web-sales/products-with-upgrades"]?.body).toEqual({
      answeredFor: "/api/web-sales/products-with-upgrades",
    });
    // The configuration is the storefront's own: the API is asked only its own calls.
    expect(asked.map(({ url }) => url)).not.toContain("/config.json");
    expect(asked.every(({ appKey }) => appKey === appKeyFor(tenantOf("cgg"), "general"))).toBe(
      true,
    );
    expect(asked.every(({ forwardedFor }) => forwardedFor === "203.0.113.9")).toBe(true);
  });

  it("asks in the page's language, as its browser will: the venue's words come in it", async () => {
    const languages: string[] = [];
    const api = await anApi((request, response) => {
      languages.push(String(request.headers["accept-language"]));
      json(response, 200, {});
    });
    await firstAnswersFor(await aStorefront(api), pageRequest("/", "localhost:8080"), "ja", {
      deadlineMs: 5000,
    });
    expect(languages).toEqual(["ja", "ja"]);
  });

  it("an answer that failed is left out: the page's script asks for it itself", async () => {
    const api = await anApi((request, response) => {
      if (request.url?.startsWith("/api/web-sales/features") === true)
        json(response, 500, { Code: 500, message: "Down" });
      else response.writeHead(200, { "content-type": "text/html" }).end("<html>");
    });
    const answers = await firstAnswersFor(
      await aStorefront(api),
      pageRequest("/", "localhost:8080"),
      "en",
      { deadlineMs: 5000 },
    );
    expect(Object.keys(answers)).toEqual(["/config.json"]);
  });

  it("a late answer is left out and the page goes on: a slow API never holds the page up", async () => {
    const api = await anApi(() => {
      // No answer ever comes.
    });
    const started = Date.now();
    const answers = await firstAnswersFor(
      await aStorefront(api),
      pageRequest("/", "localhost:8080"),
      "en",
      { deadlineMs: 100 },
    );
    expect(Object.keys(answers)).toEqual(["/config.json"]);
    // Bounded by the deadline, not by the API's 30 s or the flags' 10 s.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("an API that cannot be reached gives the page its own configuration, and no error", async () => {
    const api = await anApi((_request, response) => {
      json(response, 200, {});
    });
    const app = await aStorefront(api);
    await theApiGoesAway();
    const answers = await firstAnswersFor(app, pageRequest("/", "localhost:8080"), "en", {
      deadlineMs: 5000,
    });
    expect(Object.keys(answers)).toEqual(["/config.json"]);
  });
});

describe("the storefront alone: its own answers", () => {
  it("/config.json names the host's tenant and this origin for the API, and never the API's address", async () => {
    const api = await anApi((_request, response) => {
      json(response, 200, {});
    });
    const app = await aStorefront(api);
    const answer = await app.inject({ url: "/config.json", headers: { host: "cgg.example.com" } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      REACT_APP_TICKET_URL: "",
      client: "cgg",
      REACT_APP_INSIGHTS_KEY: "",
      REACT_APP_SENTRY_ENV: "production",
      script: { htmlHeader: "", htmlFooter: "" },
    });
    expect(answer.body).not.toContain(api);
  });

  it("/readyz is ok while the API answers and 503 once it does not; /healthz is ok either way", async () => {
    const api = await anApi((_request, response) => {
      json(response, 200, {});
    });
    const app = await aStorefront(api);
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
    await theApiGoesAway();
    const down = await app.inject({ url: "/readyz" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: "unavailable",
      message: "The ticketing API cannot be reached.",
    });
    expect(down.body).not.toContain(api);
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });

  it("the feature flags: a failure of the API's is passed on as it came, Retry-After too", async () => {
    const api = await anApi((_request, response) => {
      response
        .writeHead(503, { "content-type": "application/json", "retry-after": "7" })
        .end(JSON.stringify({ Code: 5030, message: "Busy" }));
    });
    const answer = await (
      await aStorefront(api)
    ).inject({ url: "/api/web-sales/features?salesChannel=Web" });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers["retry-after"]).toBe("7");
    expect(answer.json()).toEqual({ Code: 5030, message: "Busy" });
  });
});

describe("the storefront alone: every other API call passed on", () => {
  it("a purchase reaches the API as it was sent, method, path, query, body and the guest's headers, with the guest's address and not one they claim", async () => {
    let seen: {
      method?: string;
      url?: string;
      headers?: IncomingMessage["headers"];
      body?: string;
    } = {};
    const api = await anApi((request, response, body) => {
      seen = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body,
      };
      json(response, 200, { successfulYN: "Y" });
    });
    const app = await aStorefront(api);
    const answer = await app.inject({
      method: "POST",
      url: "/api/web-sales/confirm-purchase/7?FE_isGroupSale=true",
      headers: {
        appKey: SN_KEY,
        carttoken: "cart-1",
        "idempotency-key": "key-1",
        "accept-language": "es",
        "content-type": "application/json",
        "x-forwarded-for": "198.51.100.66",
      },
      payload: { email: "guest@example.com" },
      remoteAddress: "203.0.113.9",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ successfulYN: "Y" });
    expect(seen.method).toBe("POST");
    expect(seen.url).toBe("/api/web-sales/confirm-purchase/7?FE_isGroupSale=true");
    expect(seen.headers?.appkey).toBe(SN_KEY);
    expect(seen.headers?.carttoken).toBe("cart-1");
    expect(seen.headers?.["idempotency-key"]).toBe("key-1");
    // The guest's language: the API answers the venue's words in it and keeps it with the order.
    expect(seen.headers?.["accept-language"]).toBe("es");
    expect(seen.headers?.["x-forwarded-for"]).toBe("203.0.113.9");
    expect(JSON.parse(seen.body ?? "null")).toEqual({ email: "guest@example.com" });
  });

  it("an API at a path keeps its path: /api/… goes to <base>/api/…", async () => {
    const urls: string[] = [];
    const api = await anApi((request, response) => {
      urls.push(request.url ?? "");
      json(response, 200, []);
    });
    const app = await aStorefront(`${api}/venue-ticketing`);
    await app.inject({ url: "/api/web-sales/products-with-upgrades", headers: { appKey: SN_KEY } });
    expect(urls).toEqual(["/venue-ticketing/api/web-sales/products-with-upgrades"]);
  });

  it("an API that cannot be reached is a 5xx for the call, never a page", async () => {
    const api = await anApi((_request, response) => {
      json(response, 200, {});
    });
    const app = await aStorefront(api);
    await theApiGoesAway();
    const answer = await app.inject({ url: "/api/web-sales/products-with-upgrades" });
    expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    expect(answer.headers["content-type"]).not.toMatch(/text\/html/);
  });
});

describe("the storefront alone: the tickets' documents, made from the API's view-tickets", () => {
  const ticketsApi = (tickets: unknown, asked: string[] = []) =>
    anApi((request, response) => {
      asked.push(`${String(request.headers["x-forwarded-for"])} ${request.url ?? ""}`);
      if (request.url?.startsWith("/api/web-sales/view-tickets?orderConfirmation=GOOD") === true)
        json(response, 200, tickets);
      else json(response, 404, { Code: 404, message: "No tickets found." });
    });

  it("tickets with only a name and a barcode make a PDF, a page each, and a pass each; the calendar says why it cannot be made", async () => {
    const app = await aStorefront(await ticketsApi(specOnlyTickets));
    const pdf = await app.inject({
      url: "/api/web-sales/view-tickets/pdf?orderConfirmation=GOOD",
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = execFileSync("pdfinfo", ["-"], { input: pdf.rawPayload }).toString();
    expect(pages).toMatch(/Pages:\s+2/);
    const pass = await app.inject({
      url: "/api/web-sales/view-tickets/pkpass?orderConfirmation=GOOD&barcode=SPEC-0002",
    });
    expect(pass.statusCode).toBe(200);
    expect(pass.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    expect(pass.rawPayload.subarray(0, 4).toString("binary")).toBe("PK\u0003\u0004");
    const calendar = await app.inject({
      url: "/api/web-sales/view-tickets/ics?orderConfirmation=GOOD",
    });
    expect(calendar.statusCode).toBe(404);
    expect(calendar.json<{ message: string }>().message).toBe(
      "These tickets do not say their visit day and order, so no calendar event can be made.",
    );
  });

  it("tickets with their day and order make the visit's calendar event, linking to the tickets on the guest's host", async () => {
    const app = await aStorefront(await ticketsApi([fullTicket]));
    const calendar = await app.inject({
      url: "/api/web-sales/view-tickets/ics?orderConfirmation=GOOD",
      headers: { host: "cgg.example.com" },
    });
    expect(calendar.statusCode).toBe(200);
    const text = calendar.body.replace(/\r\n /g, "");
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain("UID:order-100042-cgg@attraction-storefront");
    expect(text).toContain("http://cgg.example.com/view-tickets?orderConfirmation=GOOD");
  });

  it("the documents are in the guest's language as their request says it (?lang=, their kept choice, Accept-Language), and the tickets are asked in it", async () => {
    const languages: string[] = [];
    const api = await anApi((request, response) => {
      languages.push(String(request.headers["accept-language"]));
      json(response, 200, [{ ...fullTicket, name: "一般入場券", discountName: "大人" }]);
    });
    const app = await aStorefront(api);
    const pdf = await app.inject({
      url: "/api/web-sales/view-tickets/pdf?orderConfirmation=GOOD&lang=ja",
      headers: { "accept-language": "es" },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pagesOf(pdf.rawPayload)).map((page) => page.text).join("\n");
    for (const words of ["チケット 1/1", "一般入場券", "大人", "来場日", "ご注文番号"]) {
      expect(text).toContain(words);
    }
    const calendar = await app.inject({
      url: "/api/web-sales/view-tickets/ics?orderConfirmation=GOOD",
      headers: { cookie: "lang=es", "accept-language": "ja" },
    });
    expect(calendar.body.replace(/\r\n /g, "")).toContain(
      "DESCRIPTION:Pedido n.º 100042\\, 1 entrada(s).",
    );
    const pass = await app.inject({
      url: "/api/web-sales/view-tickets/pkpass?orderConfirmation=GOOD&barcode=FULL-0001",
      headers: { "accept-language": "es-MX,es;q=0.9" },
    });
    const passJson = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(pass.rawPayload))["pass.json"]),
    ) as { eventTicket: { primaryFields: { label: string }[] } };
    expect(passJson.eventTicket.primaryFields[0]?.label).toBe("Entrada");
    expect(languages).toEqual(["ja", "es", "es"]);
  });

  it("an unknown confirmation number gets the API's own answer, asked with the guest's address so its guess throttle counts them", async () => {
    const asked: string[] = [];
    const app = await aStorefront(await ticketsApi(specOnlyTickets, asked));
    const answer = await app.inject({
      url: "/api/web-sales/view-tickets/pdf?orderConfirmation=WRONG",
      remoteAddress: "203.0.113.9",
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ Code: 404, message: "No tickets found." });
    expect(asked).toEqual(["203.0.113.9 /api/web-sales/view-tickets?orderConfirmation=WRONG"]);
  });

  it("a barcode of no ticket of the order is a 404, and a request without its number a 400, before any file is made", async () => {
    const app = await aStorefront(await ticketsApi(specOnlyTickets));
    const pass = await app.inject({
      url: "/api/web-sales/view-tickets/pkpass?orderConfirmation=GOOD&barcode=OTHER",
    });
    expect(pass.statusCode).toBe(404);
    const missing = await app.inject({ url: "/api/web-sales/view-tickets/pdf" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/orderConfirmation/);
  });

  it("an answer that is not a list of tickets makes no document: a 502 that says so", async () => {
    const app = await aStorefront(await ticketsApi({ tickets: "none" }));
    const answer = await app.inject({
      url: "/api/web-sales/view-tickets/pdf?orderConfirmation=GOOD",
    });
    expect(answer.statusCode).toBe(502);
    expect(answer.json<{ message: string }>().message).toBe(
      "The ticketing API's answer could not be read.",
    );
  });

  it("an order's documents past DOCUMENT_DOWNLOADS_PER_ORDER in the window are a 429 with Retry-After; another order's are still served", async () => {
    const app = await aStorefront(await ticketsApi(specOnlyTickets), {
      downloadLimits: { perOrder: 2, perClient: 100, windowMs: 60_000 },
    });
    const pdf = (number: string) =>
      app.inject({ url: `/api/web-sales/view-tickets/pdf?orderConfirmation=${number}` });
    expect((await pdf("GOOD")).statusCode).toBe(200);
    expect((await pdf("GOOD")).statusCode).toBe(200);
    const refused = await pdf("GOOD");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await pdf("GOODTOO")).statusCode).toBe(200);
  });
});

describe("the storefront alone: drawn pages, kept", () => {
  it("a page is drawn again as soon as the API's answers change, and sent with each response's own nonce", async () => {
    let venue = "Old Harbour";
    const api = await anApi((request, response) => {
      json(response, 200, { venue, asked: request.url });
    });
    const dir = await mkdtemp(join(tmpdir(), "storefront-alone-kept-"));
    await writeFile(
      join(dir, "index.html"),
      `<html><head>${FIRST_PAINT_PLACEHOLDER}<script type="module" src="/e.js" nonce="${NONCE_PLACEHOLDER}"></script></head></html>`,
    );
    try {
      const app = await aStorefront(api, { staticDir: dir });
      const page = () => app.inject({ url: "/", headers: { host: "localhost" } });
      const kept = [await page(), await page(), await page()];
      const nonces = kept.map((sent) => /nonce="([^"]+)"/.exec(sent.body)?.[1]);
      expect(new Set(nonces).size).toBe(3);
      for (const [n, sent] of kept.entries()) {
        expect(String(sent.headers["content-security-policy"])).toContain(
          `'nonce-${nonces[n] ?? ""}'`,
        );
        expect(sent.body).toContain("Old Harbour");
      }
      venue = "New Harbour";
      expect((await page()).body).toContain("New Harbour");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
