import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import { FIRST_SCREEN_ATTRIBUTE } from "../../server/storefront/pages/firstScreen.js";
import { FIRST_PAINT_PLACEHOLDER } from "../../server/storefront/pages/pageShell.js";
import { migrate } from "../../server/api/storage/migrate.js";
import { openTestPglite } from "../support/pglite.js";
import { seedIfEmpty } from "../../server/api/storage/seed/seed.js";
import type { Storage } from "../../server/api/storage/storage.js";
import { manualClock } from "../support/manualClock.js";
import { MONDAY_10AM } from "./harness.js";

/*
 * A Host header that names no address comes from a scanner, never from a browser: it is the
 * client's mistake, not the server's. The page is answered with its loader and the log says so
 * at debug, never as an error with a stack trace that would page an operator.
 */

const SHELL = `<!doctype html><html><head>${FIRST_PAINT_PLACEHOLDER}</head><body><div id="root"><!--first-screen--><!--/first-screen--></div><script type="module" src="/assets/index.js"></script></body></html>`;
const RENDERER = `export const renderFirstScreen = async (page) => ({ title: "", root: "<p>drawn</p>" });`;
const HOSTS_THAT_NAME_NO_ADDRESS = ["bad host", "[::1", "localhost:99999", "%", "exa mple.com:80"];

interface LogLine {
  readonly level: string;
  readonly msg?: string;
  readonly err?: unknown;
}

let dir: string;
let storage: Storage;
let app: FastifyInstance;
const lines: LogLine[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "storefront-host-"));
  await writeFile(join(dir, "index.html"), SHELL);
  await mkdir(join(dir, ".ssr"));
  await writeFile(join(dir, ".ssr", "firstScreen.js"), RENDERER);
  storage = await openTestPglite();
  await migrate(storage);
  await seedIfEmpty(storage, MONDAY_10AM);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line !== "") lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  app = await buildApp({
    storage,
    clock: manualClock(MONDAY_10AM),
    staticDir: dir,
    log: { level: "debug", stream },
    guessLimit: null,
  });
}, 60_000);

afterAll(async () => {
  await app.close();
  await storage.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a Host header that names no address", () => {
  it.each(HOSTS_THAT_NAME_NO_ADDRESS)(
    "an invalid Host (%j) is logged at debug, never at error with a stack trace",
    async (host) => {
      lines.length = 0;
      const page = await app.inject({ url: "/", headers: { host } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(FIRST_SCREEN_ATTRIBUTE);
      expect(lines.filter((line) => line.level !== "debug" && line.level !== "info")).toEqual([]);
      expect(lines.filter((line) => line.err !== undefined)).toEqual([]);
      expect(lines.filter((line) => line.level === "debug").map((line) => line.msg)).toContain(
        "the Host header names no address: the page is sent with its loader",
      );
    },
  );

  it("a page asked with a valid Host is still drawn by the server", async () => {
    lines.length = 0;
    const page = await app.inject({ url: "/", headers: { host: "localhost:8080" } });
    expect(page.body).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}><p>drawn</p></div>`);
    expect(lines.filter((line) => line.level === "debug")).toEqual([]);
  });
});
