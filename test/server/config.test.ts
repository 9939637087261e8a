import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../server/env.js";
import { startTestServer, type TestServer } from "./harness.js";

const PUBLIC_URL = "https://tickets.summit.example";

const configFrom = (server: TestServer, headers: Record<string, string>) =>
  server.inject({ url: "/config.json", headers });

describe("config.json never takes the API's address from the request", () => {
  let configured: TestServer;
  let unconfigured: TestServer;

  beforeAll(async () => {
    [configured, unconfigured] = await Promise.all([
      startTestServer("pglite", { publicUrl: PUBLIC_URL }),
      startTestServer(),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([configured.close(), unconfigured.close()]);
  });

  it("the API's address is PUBLIC_URL, whatever Host and X-Forwarded-Host say", async () => {
    const answer = await configFrom(configured, {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "http",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain("evil.example");
    expect(answer.json()).toMatchObject({
      REACT_APP_TICKET_URL: PUBLIC_URL,
      FRAUD_BEACON_URL: `${PUBLIC_URL}/api/fraud-beacon`,
    });
  });

  it("without PUBLIC_URL the address is empty, meaning the origin the page came from", async () => {
    const answer = await configFrom(unconfigured, {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
    });
    expect(answer.body).not.toContain("evil.example");
    expect(answer.json()).toMatchObject({
      REACT_APP_TICKET_URL: "",
      FRAUD_BEACON_URL: "/api/fraud-beacon",
    });
  });

  it("config.json is revalidated on every load: it is per-deployment configuration", async () => {
    const answer = await configFrom(configured, { host: "sn.localhost:8080" });
    expect(answer.headers["cache-control"]).toBe("no-cache");
  });
});

describe("PUBLIC_URL setting", () => {
  it("PUBLIC_URL is read as given, and unset it is empty", () => {
    expect(readEnv({ PUBLIC_URL: PUBLIC_URL }, "/srv").publicUrl).toBe(PUBLIC_URL);
    expect(readEnv({}, "/srv").publicUrl).toBe("");
  });

  it.each(["tickets.example", "ftp://tickets.example", "https://tickets.example/"])(
    "a PUBLIC_URL that is not an http(s) URL without a trailing slash stops the start: %s",
    (value) => {
      expect(() => readEnv({ PUBLIC_URL: value }, "/srv")).toThrow(/PUBLIC_URL/);
    },
  );
});
