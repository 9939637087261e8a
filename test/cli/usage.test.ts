import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { commands } from "../../src/adapters/cli/commands.js";
import { optionSpecs, type OptionName } from "../../src/adapters/cli/options.js";
import { cli, closedApi, json } from "./run.js";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const aLineMatching = (pattern: string): unknown =>
  expect.arrayContaining([expect.stringMatching(pattern)]);

/*
 * Bad input and an unreachable target. Nothing listens at `api`: bad usage is reported as
 * such (exit 2) without the API being asked, which an unreachable API (exit 1) would show.
 */

let api: string;

beforeAll(async () => {
  api = await closedApi();
});

describe("bad usage is one line on stderr and exit code 2", () => {
  it.each([
    [["dates", "--product", "abc"], '--product must be a positive whole number, not "abc"'],
    [["journey", "--client", "xyz"], '--client must be sn or cgg, not "xyz"'],
    [["journey", "--api", "ftp://example.com"], "--api must be an http(s) URL"],
    [["inventory", "--product", "101", "--tickets", "2"], '--tickets must look like "1011:2'],
    [["discounts", "--product", "101", "--date", "tomorrow"], "--date must look like 2030-01-07"],
    [["products", "--category", "nope"], "--category must be main, other-attractions"],
    [["lookup", "--order", "12"], "--email is required"],
    [["dates"], "--product is required"],
    [["products", "--barcode", "C3SN0001"], "--barcode is not an option of products"],
    [["products", "--bogus"], "unknown option '--bogus'"],
    [["purchase", "--product"], "option '--product <value>' argument missing"],
    [["products", "extra"], 'unexpected argument "extra"'],
    [["products", "--app-key", "bm90IGpzb24="], "--app-key must be base64 of the terminal JSON"],
    [["products", "--venue", "41"], "--venue and --terminal go together"],
    [["products", "--config", "file:///etc/config.json"], "--config must be an http(s) URL"],
  ])("%j", async (argv, message) => {
    const run = await cli("--api", api, ...argv);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.errors).toEqual([expect.stringContaining(message)]);
    expect(run.errors[0]).toMatch(/^storefront: /);
  });

  it("an unknown command is one line and exit 2", async () => {
    const run = await cli("frobnicate", "--api", api);
    expect(run.code).toBe(2);
    expect(run.errors).toEqual([
      'storefront: "frobnicate" is not a command (storefront --help lists them)',
    ]);
  });

  it("a mistyped command suggests the one meant", async () => {
    const run = await cli("purchse", "--api", api);
    expect(run.code).toBe(2);
    expect(run.errors).toEqual(['storefront: "purchse" is not a command; did you mean purchase?']);
  });

  it("a mistyped option suggests the one meant", async () => {
    const run = await cli("dates", "--prodcut", "101", "--api", api);
    expect(run.code).toBe(2);
    expect(run.errors).toEqual(["storefront: unknown option '--prodcut'; did you mean --product?"]);
  });

  it("a value that starts with a dash is said how to write, not mistaken for a mistyped option", async () => {
    const run = await cli("view-tickets", "--confirmation", "-x4Q", "--api", api);
    expect(run.code).toBe(2);
    expect(run.errors).toEqual([
      "storefront: option '--confirmation' argument is ambiguous: a value starting with a dash is written --confirmation=-x4Q",
    ]);
  });

  it("a name inherited by every object is not a command either", async () => {
    const run = await cli("toString");
    expect(run.code).toBe(2);
  });

  it("no command at all is one line and exit 2", async () => {
    const run = await cli();
    expect(run.code).toBe(2);
    expect(run.errors).toEqual(["storefront: a command is needed (storefront --help lists them)"]);
  });
});

describe("an unreachable API", () => {
  it("is reported in one line naming it, with exit code 1", async () => {
    const run = await cli("products", "--api", api);
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(new RegExp(`^The API cannot be reached at ${api}: .*ECONNREFUSED`)),
    ]);
  });

  it("with --json is also one JSON object on stdout: ok false and the error", async () => {
    const run = await cli("journey", "--json", "--api", api);
    expect(run.code).toBe(1);
    expect(json(run)).toEqual({
      ok: false,
      error: expect.stringContaining(`The API cannot be reached at ${api}`) as string,
    });
  });
});

describe("--version", () => {
  it("prints the version of package.json and exits 0", async () => {
    const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    const run = await cli("--version");
    expect(run.code).toBe(0);
    expect(run.output).toEqual([version]);
  });
});

describe("--help", () => {
  it("-h is --help", async () => {
    const short = await cli("-h");
    expect(short.code).toBe(0);
    expect(short.stdout).toBe((await cli("--help")).stdout);
  });

  it("at the top lists every command, the global options and the exit codes", async () => {
    const run = await cli("--help");
    expect(run.code).toBe(0);
    expect(run.output[0]).toBe("Usage: storefront <command> [options]");
    for (const [name, command] of Object.entries(commands))
      expect(run.output).toEqual(aLineMatching(`^ {2}${name} +${escaped(command.summary)}$`));
    for (const option of ["--api <url>", "--client <sn|cgg>", "--json", "--help"])
      expect(run.stdout).toContain(option);
    expect(run.stdout).toContain("Exit codes: 0 done, 1 failed");
  });

  const shared: readonly OptionName[] = ["api", "client", "json", "help"];

  it.each(Object.entries(commands))(
    "of %s gives its usage line, summary and every option with its description",
    async (name, command) => {
      const run = await cli(name, "--help", "--api", api);
      expect(run.code).toBe(0);
      expect(run.output[0]).toMatch(new RegExp(`^Usage: storefront ${name}( |$)`));
      expect(run.stdout.toLowerCase()).toContain(command.summary.toLowerCase());
      for (const option of [...command.required, ...command.optional, ...shared])
        expect(run.output).toEqual(
          aLineMatching(`^ {2}--${option}\\b.* {2}${escaped(optionSpecs[option].description)}`),
        );
      for (const option of command.required)
        expect(run.stdout).toContain(`${optionSpecs[option].description} (required)`);
    },
  );
});
