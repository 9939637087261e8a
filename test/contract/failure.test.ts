import { describe, expect, it } from "vitest";
import { ApiFailure, WireCode } from "#contract/failure.js";
import { expectAccepted, expectRefused } from "./codecRules.js";

/** Every 4xx answer is `{ Code, message }` (spec §8), with the unavailable products for 21. */

describe("a failure answer", () => {
  it("a failure with its Code and message is accepted", () => {
    expectAccepted(ApiFailure, { Code: 17, message: "Order not found" });
  });

  it("Code 21 lists the unavailable product ids", () => {
    expectAccepted(ApiFailure, { Code: 21, message: "Unavailable", productIds: [101, 102] });
  });

  it.each([
    ["without Code", { message: "Order not found" }],
    ["without message", { Code: 17 }],
    ["with a Code that is not a number", { Code: "17", message: "Order not found" }],
    ["with product ids that are not ids", { Code: 21, message: "x", productIds: [0] }],
    ["with product ids that are not a list", { Code: 21, message: "x", productIds: 101 }],
  ])("a failure answer %s is refused", (_rule, value) => {
    expectRefused(ApiFailure, value);
  });
});

describe("the Codes on the wire", () => {
  it("the spec's Codes keep their numbers (§8: 17, 21, 5005, 5007)", () => {
    expect(WireCode).toMatchObject({
      OrderNotFound: 17,
      ProductsUnavailable: 21,
      NotRefundable: 5005,
      PendingOrderExpired: 5007,
    });
  });

  it("this contract's own Codes are the HTTP statuses they come with, or a status and a digit", () => {
    expect(WireCode).toMatchObject({
      InvalidRequest: 400,
      InvalidAppKey: 401,
      CartTokenMissing: 403,
      NotFound: 404,
      OrderAlreadyConfirmed: 409,
      IdempotencyKeyReused: 422,
      OrderLimitExceeded: 4220,
      TooManyAttempts: 429,
      MailTurnedOff: 503,
      ServerBusy: 5030,
    });
  });

  it("no two situations share a Code", () => {
    const codes = Object.values(WireCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
