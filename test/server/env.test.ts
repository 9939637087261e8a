import { describe, expect, it } from "vitest";
import { readEnv } from "../../server/src/env.js";
import { defaultGuessLimit } from "../../server/src/http/guessThrottle.js";

describe("the server's environment", () => {
  it("guess limits default to 10 refused guesses a minute, and no proxy is trusted", () => {
    const env = readEnv({}, "/srv");
    expect(env.guessLimit).toEqual(defaultGuessLimit);
    expect(defaultGuessLimit).toEqual({ maxFailures: 10, windowMs: 60_000 });
    expect(env.trustedProxy).toBeUndefined();
  });

  it("GUESS_LIMIT, GUESS_WINDOW_SECONDS and TRUSTED_PROXY set the guess limits and the proxy", () => {
    const env = readEnv(
      { GUESS_LIMIT: "5", GUESS_WINDOW_SECONDS: "30", TRUSTED_PROXY: "10.0.0.0/8" },
      "/srv",
    );
    expect(env.guessLimit).toEqual({ maxFailures: 5, windowMs: 30_000 });
    expect(env.trustedProxy).toBe("10.0.0.0/8");
  });

  it("a guess limit that is not a whole number above 0 stops the start", () => {
    expect(() => readEnv({ GUESS_LIMIT: "0" }, "/srv")).toThrow(/GUESS_LIMIT/);
    expect(() => readEnv({ GUESS_WINDOW_SECONDS: "soon" }, "/srv")).toThrow(/GUESS_WINDOW/);
  });
});
