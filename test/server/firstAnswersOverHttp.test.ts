import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyRequest } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { askedOver } from "../../server/storefront/pages/firstAnswers.js";
import { appKeyFor } from "#contract/appKey.js";
import { tenantOf } from "../../src/domain/tenant.js";

/*
 * A page's first answers asked of another API over HTTP (issue 26, item 2): as its guest would
 * ask them, only what was answered in time, and never a page held up by a slow API.
 */

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const servers: Server[] = [];

afterEach(async () => {
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
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
};

const pageRequest = (url: string, host: string) => ({ url, headers: { host } }) as FastifyRequest;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};

describe("first answers asked of another API over HTTP", () => {
  it("asks as the page's guest would, with their host and their brand's appKey, and writes in what was answered", async () => {
    const asked: { url: string; host: string; appKey: string }[] = [];
    const api = await anApi((request, response) => {
      asked.push({
        url: request.url ?? "",
        host: request.headers.host ?? "",
        appKey: String(request.headers.appkey),
      });
      json(response, 200, { answeredFor: request.url });
    });
    const answers = await askedOver(api)(pageRequest("/", "cgg.localhost:8080"));
    expect(Object.keys(answers)).toEqual([
      "/config.json",
      "/api/web-sales/features?salesChannel=Web",
      "/api/web-sales/products-with-upgrades",
    ]);
    expect(answers["/config.json"]).toEqual({ status: 200, body: { answeredFor: "/config.json" } });
    expect(asked.every(({ host }) => host === "cgg.localhost:8080")).toBe(true);
    expect(asked.every(({ appKey }) => appKey === appKeyFor(tenantOf("cgg"), "general"))).toBe(
      true,
    );
  });

  it("an answer that failed or is not JSON is left out: the storefront asks for it itself", async () => {
    const api = await anApi((request, response) => {
      if (request.url === "/config.json") json(response, 200, { client: "sn" });
      else if (request.url?.startsWith("/api/web-sales/features") === true)
        json(response, 500, { Code: 500, message: "Down" });
      else response.writeHead(200, { "content-type": "text/html" }).end("<html>");
    });
    const answers = await askedOver(api)(pageRequest("/", "localhost:8080"));
    expect(Object.keys(answers)).toEqual(["/config.json"]);
  });

  it("a late answer is left out and the page goes on: a slow API never holds the page up", async () => {
    const api = await anApi((request, response) => {
      if (request.url === "/config.json") json(response, 200, { client: "sn" });
      // Every other answer never comes.
    });
    const answers = await askedOver(api, 100)(pageRequest("/", "localhost:8080"));
    expect(Object.keys(answers)).toEqual(["/config.json"]);
  });

  it("an API that cannot be reached gives no answers, and no error", async () => {
    const api = await anApi((_request, response) => {
      json(response, 200, {});
    });
    await new Promise<void>((resolve) => {
      const server = servers.pop();
      server?.close(() => {
        resolve();
      });
    });
    expect(await askedOver(api)(pageRequest("/", "localhost:8080"))).toEqual({});
  });
});
