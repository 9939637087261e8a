import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/adapters/cli/main.js";
import { buffer, closedApi } from "./run.js";

/*
 * Startup is a long step: announced, then (nothing listens at `api`) failed, which is enough
 * to see where progress goes without a server.
 */

let api: string;

beforeAll(async () => {
  api = await closedApi();
});

const runWith = async (terminal: boolean, ...argv: string[]) => {
  const stdout = buffer(terminal);
  const stderr = buffer(terminal);
  const code = await runCli([...argv, "--api", api], { stdout: stdout.sink, stderr: stderr.sink });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
};

const CLEAR_LINE = "\r\x1b[K";

describe("progress", () => {
  it("on a terminal is a spinner on stderr, cleared before the one-line failure", async () => {
    const run = await runWith(true, "products");
    expect(run.stdout).toBe("");
    expect(run.stderr.startsWith(CLEAR_LINE)).toBe(true);
    expect(run.stderr).toContain(` starting against ${api}…`);
    expect(run.stderr.split(CLEAR_LINE).at(-1)).toMatch(/^The API cannot be reached at [^\r]*\n$/);
  });

  it("on a terminal with --json is on stderr too, so stdout is only the JSON object", async () => {
    const run = await runWith(true, "products", "--json");
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: false });
    expect(run.stderr.startsWith(CLEAR_LINE)).toBe(true);
  });

  it("without a terminal is plain lines on stderr, so stdout stays the command's output", async () => {
    const run = await runWith(false, "products");
    expect(run.stdout).toBe("");
    const lines = run.stderr.split("\n").filter(Boolean);
    expect(lines[0]).toBe(`… starting against ${api}`);
    expect(lines).toHaveLength(2);
  });

  it("without a terminal and with --json is not shown at all", async () => {
    const run = await runWith(false, "products", "--json");
    expect(Object.keys(JSON.parse(run.stdout) as object)).toEqual(["ok", "error"]);
    expect(run.stdout.split("\n").filter(Boolean)).toHaveLength(1);
  });
});
