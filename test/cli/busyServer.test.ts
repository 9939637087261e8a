import { createServer, request as forward, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/adapters/cli/main.js";
import { buffer, startListening, type ListeningServer } from "./run.js";

/*
 * The CLI honours a busy server's Retry-After like the storefront: between the CLI and the
 * test server sits a proxy that sheds the first reservation and the first purchase with 503
 * and Retry-After; the CLI's waits go to a fake clock that records them.
 */

const SHED_PATHS = [/\/create-pending-order$/, /\/confirm-purchase\/\d+$/];
const RETRY_AFTER_SECONDS = "4";

let target: ListeningServer;
let proxy: Server;
let proxyApi: string;
const seen: { path: string; key: string | undefined; status: number }[] = [];

/** Sheds the first request to each of SHED_PATHS; forwards everything else. */
const sheddingProxy = (api: URL) => {
  const shed = new Set<RegExp>();
  return createServer((incoming, outgoing) => {
    const path = incoming.url ?? "";
    const key = incoming.headers["idempotency-key"];
    const pattern = SHED_PATHS.find((candidate) => candidate.test(path));
    if (pattern !== undefined && !shed.has(pattern)) {
      shed.add(pattern);
      seen.push({ path, key: typeof key === "string" ? key : undefined, status: 503 });
      outgoing.writeHead(503, {
        "retry-after": RETRY_AFTER_SECONDS,
        "content-type": "application/json",
      });
      outgoing.end(JSON.stringify({ Code: 5030, message: "Busy." }));
      return;
    }
    const upstream = forward(
      {
        host: api.hostname,
        port: api.port,
        path,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        seen.push({
          path,
          key: typeof key === "string" ? key : undefined,
          status: answer.statusCode ?? 0,
        });
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
};

beforeAll(async () => {
  target = await startListening();
  proxy = sheddingProxy(new URL(target.api));
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  proxyApi = `http://127.0.0.1:${String(typeof address === "object" && address !== null ? address.port : 0)}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await target.server.close();
});

describe("the CLI and a busy server", () => {
  it("waits each Retry-After, asks again with the same Idempotency-Key, and buys once", async () => {
    const waits: number[] = [];
    const stdout = buffer();
    const stderr = buffer();
    const code = await runCli(["journey", "--api", proxyApi], {
      stdout: stdout.sink,
      stderr: stderr.sink,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(
      stderr
        .text()
        .split("\n")
        .filter((line) => line !== "" && !line.startsWith("… ")),
    ).toEqual([]);
    expect(code).toBe(0);
    expect(waits).toEqual([4000, 4000]);
    for (const pattern of SHED_PATHS) {
      const tries = seen.filter((request) => pattern.test(request.path));
      expect(tries.map((request) => request.status)).toEqual([503, 200]);
      expect(tries[0]?.key).toMatch(/.+/);
      expect(tries[1]?.key).toBe(tries[0]?.key);
    }
    const [orders] = await target.server.storage.query<{ count: number }>(
      "select count(*) as count from orders",
    );
    expect(orders?.count).toBe(1);
  });
});
