import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { inject } from "vitest";
import { startSpecOnlyFront, type SpecOnlyFront } from "../staging/specOnlyFront.js";

/*
 * The two deployables as a venue runs them (issue 26): the reference ticketing API alone
 * (`npm run api`) and the storefront alone in front of it (`TICKETING_API_URL=… npm start`),
 * each its own process started from its own entry, and, for an API that answers only as the
 * spec says, the spec-shaped front (test/staging/specOnlyFront.ts) between the two.
 */

export interface SplitServers {
  /** Where a guest of the brand opens the storefront. */
  readonly origin: (brand: "sn" | "cgg") => string;
  /** The API calls the spec-shaped front refused as not in the spec (none without it). */
  readonly refused: () => readonly string[];
  readonly close: () => Promise<void>;
}

interface Started {
  readonly child: ChildProcess;
  readonly port: number;
}

/** Starts `entry` and waits for the log line that names the port it listens on. */
const startProcess = async (
  entry: string,
  env: Readonly<Record<string, string>>,
  listening: RegExp,
): Promise<Started> => {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => {
      reject(new Error(`${entry} ended (${String(code)}) before it listened`));
    });
    lines.on("line", (line) => {
      const found = listening.exec(line)?.[1];
      if (found !== undefined) resolve(Number(found));
    });
  });
  return { child, port };
};

const stop = async ({ child }: Started) => {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
};

export const startSplitServers = async (
  staticDir: string,
  options: { readonly specOnly: boolean },
): Promise<SplitServers> => {
  const dataDir = await mkdtemp(join(tmpdir(), "storefront-split-"));
  const template = inject("apiDataTemplate");
  if (template !== null) await cp(template, join(dataDir, "api"), { recursive: true });
  const api = await startProcess(
    "server/api/main.ts",
    {
      // Its own embedded database, never the PostgreSQL the storage suites share.
      DATABASE_URL: "",
      DATA_DIR: join(dataDir, "api"),
      SMTP_URL: "off",
      // The storefront on this machine names each guest in X-Forwarded-For.
      TRUSTED_PROXY: "127.0.0.1",
      // Every guest of a suite is 127.0.0.1: limits no suite reaches (their own tests are in
      // test/server).
      GUESS_LIMIT: "1000",
      HOLDS_PER_CLIENT: "1000",
      HELD_SEATS_PER_CLIENT: "100000",
    },
    /reference ticketing API on http:\/\/localhost:(\d+)/,
  );
  let front: SpecOnlyFront | undefined;
  try {
    front = options.specOnly ? await startSpecOnlyFront(api.port) : undefined;
    const storefront = await startProcess(
      "server/main.ts",
      {
        TICKETING_API_URL: front?.api ?? `http://127.0.0.1:${String(api.port)}`,
        STATIC_DIR: staticDir,
        DATA_DIR: join(dataDir, "storefront"),
      },
      /storefront on http:\/\/localhost:(\d+)/,
    );
    const port = String(storefront.port);
    return {
      origin: (brand) => `http://${brand === "sn" ? "localhost" : `${brand}.localhost`}:${port}`,
      refused: () => front?.refused ?? [],
      close: async () => {
        await stop(storefront);
        await front?.close();
        await stop(api);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await front?.close();
    await stop(api);
    throw error;
  }
};
