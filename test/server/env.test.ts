import { describe, expect, it } from "vitest";
import { readEnv } from "../../server/src/env.js";

describe("server environment", () => {
  it("HOLD_MINUTES sets the reservation hold, 10 minutes by default", () => {
    expect(readEnv({}, "/app").holdMinutes).toBe(10);
    expect(readEnv({ HOLD_MINUTES: "2.5" }, "/app").holdMinutes).toBe(2.5);
  });

  it.each(["0", "-1", "soon"])("HOLD_MINUTES=%s is refused at start", (value) => {
    expect(() => readEnv({ HOLD_MINUTES: value }, "/app")).toThrow(/HOLD_MINUTES/);
  });

  it("SHUTDOWN_TIMEOUT_MS sets how long a shutdown waits, 10 s by default", () => {
    expect(readEnv({}, "/app").shutdownTimeoutMs).toBe(10_000);
    expect(readEnv({ SHUTDOWN_TIMEOUT_MS: "2000" }, "/app").shutdownTimeoutMs).toBe(2000);
    expect(() => readEnv({ SHUTDOWN_TIMEOUT_MS: "x" }, "/app")).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
