import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { runCli } from "../src/adapters/cli/main.js";

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
 * The reference server on a free port, serving `staticDir`, in its own process as `npm start`
 * runs it (so the measuring process never delays an answer), on PGlite in a temporary
 * DATA_DIR. Resolves once it answers.
 */
export const startStorefrontServer = async (staticDir: string): Promise<StorefrontServer> => {
  const dataDir = await mkdtemp(join(tmpdir(), "storefront-bench-data-"));
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${String(port)}`;
  const stop = async () => {
    server.kill();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${base}/config.json`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, stop };
};

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
