import { request as httpRequest, createServer, type IncomingMessage } from "node:http";
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from "#contract/firstAnswers.js";
import { extensions } from "../../src/domain/extensions.js";
import { inertJson } from "../../server/storefront/pages/pageShell.js";
import { bodyOf, specConfig, specOnly, withExtras } from "./stagingDouble.js";

/*
 * The whole of a venue that follows the spec alone, for a browser: it stands in front of the
 * reference server on its own port and passes the storefront's pages and files through, but
 * every API answer, and every answer written into a page, carries only the fields the spec
 * lists (plus unknown ones), the configuration only the spec's fields, the feature flags no
 * extension, and the calls the spec does not list are not there (404).
 */

export interface SpecOnlyFront {
  /** The front's own address, for a server that asks it a page's first answers. */
  readonly api: string;
  /** Where a guest of the brand opens the storefront through the front. */
  readonly origin: (brand: "sn" | "cgg") => string;
  /** The paths of the API calls the front refused as not in the spec, in order. */
  readonly refused: string[];
  readonly close: () => Promise<void>;
}

/** The reference server's calls that the spec does not list: a spec-only API has none. */
const NOT_IN_SPEC = [
  /^\/api\/ticketing\/pending-order\/[^/]+\/extend$/,
  /^\/api\/web-sales\/order\/resend-tickets$/,
  /^\/api\/web-sales\/view-tickets\/(pdf|pkpass|ics)$/,
  /^\/api\/fraud-beacon/,
];

const withoutExtensionFlags = (flags: unknown): unknown =>
  Object.fromEntries(
    Object.entries(flags as Record<string, boolean>).filter(
      ([name]) => !(extensions as readonly string[]).includes(name),
    ),
  );

/** An answer as the spec-only API gives it, for the call at `path` (with no query). */
const specShaped = (path: string, answer: unknown, origin: string): unknown => {
  if (path === "/config.json") return specConfig(answer as Record<string, unknown>, origin);
  if (path === "/api/web-sales/features") return withoutExtensionFlags(answer);
  return withExtras(specOnly(path, answer));
};

const FIRST_ANSWERS = new RegExp(
  `(<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">)(.*?)(</script>)`,
  "s",
);

/** A page's embedded first answers, each shaped as its call's answer would be. */
const specShapedPage = (html: string, origin: string): string =>
  html.replace(FIRST_ANSWERS, (_match, open: string, json: string, close: string) => {
    const answers = JSON.parse(json) as FirstAnswers;
    const shaped = Object.fromEntries(
      Object.entries(answers).map(([address, { status, body }]) => [
        address,
        { status, body: specShaped(address.replace(/\?.*$/, ""), body, origin) },
      ]),
    );
    return `${open}${inertJson(shaped)}${close}`;
  });

interface Passed {
  readonly status: number;
  readonly headers: IncomingMessage["headers"];
  readonly body: Buffer;
}

/** The request as it came (its Host too, which picks the brand), uncompressed. */
const passOn = (upstreamPort: number, request: IncomingMessage, body: Buffer): Promise<Passed> =>
  new Promise((resolve, reject) => {
    const passed = httpRequest(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "accept-encoding": "identity" },
      },
      (answer) => {
        bodyOf(answer).then((answerBody) => {
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: answerBody });
        }, reject);
      },
    );
    passed.on("error", reject);
    passed.end(body);
  });

const rewritten = (path: string, passed: Passed, origin: string): Buffer => {
  const type = passed.headers["content-type"] ?? "";
  const ok = passed.status >= 200 && passed.status < 300;
  if (ok && type.startsWith("text/html"))
    return Buffer.from(specShapedPage(passed.body.toString("utf8"), origin));
  if (ok && type.startsWith("application/json") && passed.body.length > 0)
    return Buffer.from(
      JSON.stringify(specShaped(path, JSON.parse(passed.body.toString("utf8")), origin)),
    );
  return passed.body;
};

export const startSpecOnlyFront = async (upstreamPort: number): Promise<SpecOnlyFront> => {
  const refused: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://front");
      const origin = `http://${request.headers.host ?? "localhost"}`;
      if (NOT_IN_SPEC.some((call) => call.test(url.pathname))) {
        refused.push(url.pathname);
        response.writeHead(404, { "content-type": "application/json" }).end("{}");
        return;
      }
      const passed = await passOn(upstreamPort, request, await bodyOf(request));
      const body = rewritten(url.pathname, passed, origin);
      const headers = { ...passed.headers, "content-length": String(body.length) };
      delete headers["transfer-encoding"];
      response.writeHead(passed.status, headers).end(body);
    })().catch((error: unknown) => {
      response.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    api: `http://127.0.0.1:${String(port)}`,
    origin: (brand) => `http://${brand === "sn" ? "localhost" : `${brand}.localhost`}:${port}`,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
};
