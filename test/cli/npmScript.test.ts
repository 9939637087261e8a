import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * What CI checks (issue 4): `npm run cli -- journey --json` against a freshly started local
 * server, both real processes started the way a person starts them. The server runs on
 * PGlite in a directory of its own, even where DATABASE_URL names a shared PostgreSQL.
 */

const repo = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "storefront-cli-"));
let server: ChildProcess | undefined;
let api = "";

/** Resolves with the address once the server logs that it listens. */
const startServer = () =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: repo,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    server = child;
    child.once("exit", (code) => {
      reject(new Error(`the server exited with ${String(code)} before listening`));
    });
    createInterface({ input: child.stdout }).on("line", (line) => {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening?.[1] !== undefined) resolve(listening[1]);
    });
  });

beforeAll(async () => {
  api = await startServer();
}, 60_000);

afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run cli", () => {
  it("journey --json completes a purchase and refund against a freshly started local server", async () => {
    const { stdout } = await promisify(execFile)(
      "npm",
      ["run", "cli", "--", "journey", "--json", "--api", api],
      { cwd: repo },
    );
    // npm prints the script's name and command first; the CLI's one object is the last line.
    const result = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as {
      ok: boolean;
      steps: { step: string; ms: number }[];
      orderId: number;
      orderConfirmation: string;
    };
    expect(result.ok).toBe(true);
    expect(result.steps.map((step) => step.step)).toEqual([
      "purchase",
      "view-tickets",
      "lookup",
      "refund",
    ]);
    expect(result.orderId).toEqual(expect.any(Number));
    expect(result.orderConfirmation).toMatch(/^[A-Z0-9]{10}$/);
  }, 60_000);
});
