import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The real server, as `npm start` runs it after the build: SIGTERM while a request is in
 * flight (its body only half sent) lets that request finish, then the process exits 0.
 */

const listening = (child: ReturnType<typeof spawn>) =>
  new Promise<number>((resolve, reject) => {
    let log = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString("utf8");
      const port = /http:\/\/localhost:(\d+)/.exec(log)?.[1];
      if (port !== undefined) resolve(Number(port));
    });
    child.once("exit", () => {
      reject(new Error(`the server exited before listening: ${log}`));
    });
  });

const exited = (child: ReturnType<typeof spawn>) =>
  new Promise<number | null>((resolve) => {
    child.once("exit", (code) => {
      resolve(code);
    });
  });

describe("shutdown", () => {
  it("SIGTERM drains the request in flight and exits 0", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "storefront-shutdown-"));
    const child = spawn("node_modules/.bin/tsx", ["server/main.ts"], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        HOST: "127.0.0.1",
        PORT: "0",
        STATIC_DIR: join(dataDir, "none"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const port = await listening(child);
      const body = JSON.stringify({ orderId: 1, email: "ada@example.com" });
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
      const closed = new Promise<void>((resolve) => {
        socket.once("close", () => {
          resolve();
        });
      });
      socket.write(
        `POST /api/web-sales/order/refund HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${String(body.length)}\r\n\r\n${body.slice(0, 5)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exit = exited(child);
      child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.write(body.slice(5));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
      expect(await exit).toBe(0);
    } finally {
      child.stdout.removeAllListeners();
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
