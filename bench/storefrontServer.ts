import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { runCli } from "../src/adapters/cli/main.js";
import { findChromium, launchChromium } from "../test/e2e/browser.js";

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  });

const waitUntilUp = async (url: string): Promise<void> => {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: the server is still migrating and seeding its database.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${url} did not come up`);
};

/** A production build of the storefront in a temporary directory. */
export const buildStorefront = async (): Promise<{ dir: string; remove: () => Promise<void> }> => {
  const dir = await mkdtemp(join(tmpdir(), "storefront-bench-web-"));
  await build({ build: { outDir: dir, emptyOutDir: true }, logLevel: "silent" });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
};

export interface StorefrontServer {
  /** http://127.0.0.1:port */
  readonly base: string;
  readonly port: number;
  readonly stop: () => Promise<void>;
}

/**
 * `entry` on a free port in its own process (so the measuring process never delays an
 * answer), with `env` and a temporary DATA_DIR. Resolves once `probe` answers.
 */
const startProcess = async (
  entry: string,
  env: Readonly<Record<string, string>>,
  probe: string,
): Promise<StorefrontServer> => {
  const dataDir = await mkdtemp(join(tmpdir(), "storefront-bench-data-"));
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${String(port)}`;
  const stop = async () => {
    // Ended before the next server starts, so no two are measured at once.
    if (server.exitCode === null && server.signalCode === null) {
      server.kill();
      await once(server, "exit");
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${base}${probe}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, stop };
};

/**
 * The reference server serving `staticDir` as `npm start` runs it, storefront and API in one
 * process, on PGlite.
 */
export const startStorefrontServer = (staticDir: string): Promise<StorefrontServer> =>
  startProcess("server/main.ts", { STATIC_DIR: staticDir, DATABASE_URL: "" }, "/config.json");

/**
 * The split of issue 26: the reference API alone (`npm run api`, PGlite, no mail, believing
 * the storefront's X-Forwarded-For) and the storefront alone in front of it
 * (`TICKETING_API_URL=… npm start`), each in its own process; `base` is the storefront's.
 */
export const startSplitServers = async (staticDir: string): Promise<StorefrontServer> => {
  const api = await startProcess(
    "server/api/main.ts",
    { DATABASE_URL: "", SMTP_URL: "off", TRUSTED_PROXY: "127.0.0.1" },
    "/healthz",
  );
  try {
    const storefront = await startProcess(
      "server/main.ts",
      { TICKETING_API_URL: api.base, STATIC_DIR: staticDir },
      "/config.json",
    );
    const stop = async () => {
      await storefront.stop();
      await api.stop();
    };
    return { ...storefront, stop };
  } catch (error) {
    await api.stop();
    throw error;
  }
};

/** The servers a bench measures: BENCH_SERVERS, a comma-separated list (default both). */
export const benchServers = (): readonly {
  readonly server: "combined" | "storefront alone";
  readonly start: (staticDir: string) => Promise<StorefrontServer>;
}[] =>
  (process.env.BENCH_SERVERS ?? "combined,split").split(",").map((name) => {
    if (name === "combined") return { server: "combined", start: startStorefrontServer };
    if (name === "split") return { server: "storefront alone", start: startSplitServers };
    throw new Error(`BENCH_SERVERS names "combined" and "split", not "${name}"`);
  });

/**
 * Two Adult tickets bought through the CLI harness (the use cases over HTTP, as a guest's
 * checkout does), so /view-tickets has tickets to show; returns the confirmation number.
 */
export const buyTickets = async (base: string): Promise<string> => {
  let printed = "";
  const io = {
    stdout: { write: (text: string) => (printed += text) },
    stderr: process.stderr,
  };
  const argv = ["purchase", "--product", "101", "--tickets", "1011:2"];
  const exitCode = await runCli([...argv, "--client", "sn", "--api", base, "--json"], io);
  if (exitCode !== 0) throw new Error(`the test purchase failed (exit ${String(exitCode)})`);
  const answer = JSON.parse(printed) as { order: { orderConfirmation: string } };
  return answer.order.orderConfirmation;
};

/**
 * What a browser bench drives: the combined server on `STATIC_DIR`'s build, or on the working
 * tree's built now, and Chromium. `close` stops all three.
 */
export const browserBench = async () => {
  const chromiumPath = findChromium();
  if (chromiumPath === null) throw new Error("no Chromium: apt-get install chromium");
  const given = process.env.STATIC_DIR;
  const storefront = given === undefined ? await buildStorefront() : null;
  const server = await startStorefrontServer(given ?? storefront?.dir ?? "");
  const browser = await launchChromium(chromiumPath);
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.stop();
      await storefront?.remove();
    },
  };
};
