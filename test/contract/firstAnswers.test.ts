import { describe, expect, it } from "vitest";
import { FIRST_ANSWERS_ELEMENT_ID, FirstAnswer, FirstAnswers } from "#contract/firstAnswers.js";
import { expectAccepted, expectedName, expectRefused } from "./codecRules.js";

/** The answers a page comes with, keyed by the request's path and query. */

const flags = { status: 200, body: { cityPass: true } };

describe("a page's first answers", () => {
  it("answers keyed by path and query, each with its status and any body, are accepted", () => {
    expectAccepted(FirstAnswers, {
      "/api/web-sales/features?salesChannel=Web": flags,
      "/api/web-sales/products-with-upgrades": { status: 503, body: null },
    });
    expectAccepted(FirstAnswers, {});
  });

  it.each([
    ["without status", { body: {} }],
    ["with a status that is not a number", { status: "200", body: {} }],
  ])("a first answer %s is refused", (_rule, value) => {
    expectRefused(FirstAnswer, value);
    expectRefused(FirstAnswers, { "/config.json": value });
  });

  it("a first answer's body may be anything JSON holds", () => {
    for (const body of [null, "text", 0, [], { nested: [1] }]) {
      expectAccepted(FirstAnswer, { status: 200, body });
    }
  });

  it("the answers are not a list", () => {
    expectRefused(FirstAnswers, [flags]);
  });

  it("the element the page carries them in has an HTML id (an empty one finds no element)", () => {
    expect(FIRST_ANSWERS_ELEMENT_ID).toMatch(/^[a-z][a-z-]*$/);
  });
});

describe("broken first answers name the codec they broke", () => {
  it.each([
    ["FirstAnswer", FirstAnswer],
    ["FirstAnswers", FirstAnswers],
  ] as const)("a value that is not an object is refused as %s", (name, codec) => {
    expect(expectedName(codec, "answers")).toBe(name);
  });
});
