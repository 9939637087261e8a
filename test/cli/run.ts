import { createServer } from "node:net";
import { runCli } from "../../src/adapters/cli/main.js";
import { startTestServer, type TestServer } from "../server/harness.js";

/*
 * The CLI run in-process, its output captured, against a test server on a real socket (the
 * CLI speaks HTTP). The server's clock starts Monday 2030-01-07 10:00 at the venue; the CLI's
 * is this machine's, so the tests let the CLI choose the first date the server offers.
 */

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly output: readonly string[];
  /** stderr without the plain progress lines ("… pricing the cart"). */
  readonly errors: readonly string[];
}

const linesOf = (text: string) => text.split("\n").filter((line) => line !== "");

export const buffer = (isTTY = false) => {
  let text = "";
  return {
    sink: {
      isTTY,
      write: (chunk: string) => {
        text += chunk;
        return true;
      },
    },
    text: () => text,
  };
};

export const cli = async (...argv: string[]): Promise<Run> => {
  const stdout = buffer();
  const stderr = buffer();
  const code = await runCli(argv, { stdout: stdout.sink, stderr: stderr.sink });
  return {
    code,
    stdout: stdout.text(),
    stderr: stderr.text(),
    output: linesOf(stdout.text()),
    errors: linesOf(stderr.text()).filter((line) => !line.startsWith("… ")),
  };
};

/** The one JSON object a --json run prints; parsing fails on anything more or less. */
export const json = (run: Run): unknown => JSON.parse(run.stdout);

export interface ListeningServer {
  readonly server: TestServer;
  /** The --api to pass: where the server listens. */
  readonly api: string;
}

export const startListening = async (
  options: Parameters<typeof startTestServer>[1] = {},
): Promise<ListeningServer> => {
  const server = await startTestServer("pglite", options);
  const api = await server.app.listen({ port: 0, host: "127.0.0.1" });
  return { server, api };
};

/** An address where nothing listens: a port just freed. */
export const closedApi = async (): Promise<string> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => {
    probe.close(() => {
      resolve();
    });
  });
  return `http://127.0.0.1:${String(port)}`;
};
