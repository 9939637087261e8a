import { createServer, type IncomingMessage, type Server } from "node:http";

/*
 * A second implementation of the API, as a real staging might answer: under a path prefix,
 * with only the spec's configuration fields, and with fields the contract does not know in
 * every answer. It stands in front of the reference server and rewrites its answers, so the
 * real HTTP adapters and the CLI can be driven through it; `scenario` makes it answer the
 * failures a 200 can carry (successfulYN false, isSuccess false with a message).
 */

export const PREFIX = "/ticketing";

export interface Scenario {
  purchase: "ok" | "unsuccessful";
  pendingOrder: "ok" | { readonly failedWith: string };
}

export interface StagingDouble {
  /** The --api to pass: the double's address with its prefix. */
  readonly api: string;
  readonly scenario: Scenario;
  /** Each request's path and appKey header, in order. */
  readonly seen: { path: string; appKey: string | undefined }[];
  readonly close: () => Promise<void>;
}

/** Unknown fields in every object, nested ones too; `true` fits even the feature-flag map. */
const withExtras = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withExtras);
  if (typeof value !== "object" || value === null) return value;
  const fields = Object.entries(value).map(([key, field]) => [key, withExtras(field)]);
  return { ...Object.fromEntries(fields), stagingOnlyField: true };
};

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The spec's configuration fields (§3) and nothing of the reference server's own. */
const specConfig = (answer: Record<string, unknown>, api: string) => ({
  REACT_APP_TICKET_URL: api,
  client: answer.client,
  companyName: "Staging Company",
  venueName: "Staging Venue",
  REACT_APP_INSIGHTS_KEY: answer.REACT_APP_INSIGHTS_KEY,
  REACT_APP_SENTRY_ENV: "staging",
  script: answer.script,
});

const rewrite = (path: string, answer: unknown, double: StagingDouble): unknown => {
  const { scenario } = double;
  if (path === "/config.json") return specConfig(answer as Record<string, unknown>, double.api);
  if (path.startsWith("/api/web-sales/confirm-purchase/") && scenario.purchase === "unsuccessful")
    return { successfulYN: false };
  if (path === "/api/ticketing/create-pending-order" && scenario.pendingOrder !== "ok")
    return { isSuccess: false, message: scenario.pendingOrder.failedWith };
  return answer;
};

export const startStagingDouble = async (upstream: string): Promise<StagingDouble> => {
  const state: { double?: StagingDouble } = {};
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://double");
      const appKey = request.headers.appkey;
      state.double?.seen.push({
        path: url.pathname,
        appKey: typeof appKey === "string" ? appKey : undefined,
      });
      if (!url.pathname.startsWith(`${PREFIX}/`) || state.double === undefined) {
        response.writeHead(404).end();
        return;
      }
      const path = url.pathname.slice(PREFIX.length);
      const body = await bodyOf(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "host",
        ),
      );
      const answer = await fetch(`${upstream}${path}${url.search}`, {
        method: request.method ?? "GET",
        headers,
        ...(body.length === 0 ? {} : { body: body.toString("utf8") }),
      });
      const json: unknown = await answer.json();
      const status = answer.ok ? 200 : answer.status;
      response
        .writeHead(status, { "content-type": "application/json" })
        .end(JSON.stringify(withExtras(answer.ok ? rewrite(path, json, state.double) : json)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const double: StagingDouble = {
    api: `http://127.0.0.1:${String(port)}${PREFIX}`,
    scenario: { purchase: "ok", pendingOrder: "ok" },
    seen: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  state.double = double;
  return double;
};
