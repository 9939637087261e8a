import { describe, expect, it } from "vitest";
import { ConfigAnswer } from "#contract/config.js";
import { expectAccepted, expectRefused, without, withField, type Wire } from "./codecRules.js";

/** GET /config.json (spec §3 "Configuration"). */

const aConfigAnswer: Wire = {
  REACT_APP_TICKET_URL: "https://tickets.example.com",
  client: "sn",
  REACT_APP_INSIGHTS_KEY: "insights-key",
  REACT_APP_SENTRY_ENV: "production",
  script: { htmlHeader: "<meta name=x>", htmlFooter: "<footer></footer>" },
};

describe("the configuration answer (spec §3)", () => {
  it("a configuration with the spec's fields is accepted, with or without a fraud beacon", () => {
    expectAccepted(ConfigAnswer, aConfigAnswer);
    expectAccepted(ConfigAnswer, { ...aConfigAnswer, FRAUD_BEACON_URL: "https://beacon.example" });
  });

  it.each(Object.keys(aConfigAnswer))("a configuration answer without %s is refused", (field) => {
    expectRefused(ConfigAnswer, without(aConfigAnswer, field));
  });

  it.each(["htmlHeader", "htmlFooter"])(
    "a configuration whose script has no %s is refused",
    (field) => {
      const script = aConfigAnswer.script as Wire;
      expectRefused(ConfigAnswer, withField(aConfigAnswer, "script", without(script, field)));
    },
  );

  it("a fraud beacon address that is not text is refused", () => {
    expectRefused(ConfigAnswer, { ...aConfigAnswer, FRAUD_BEACON_URL: 1 });
    expectRefused(ConfigAnswer, { ...aConfigAnswer, FRAUD_BEACON_URL: null });
  });

  it("a configuration whose brand key is not text is refused", () => {
    expect(ConfigAnswer.is(withField(aConfigAnswer, "client", 41))).toBe(false);
    expectRefused(ConfigAnswer, withField(aConfigAnswer, "client", 41));
  });
});
