import { describe, expect, it } from "vitest";
import { isNoSuchCall, type ApiFailure } from "../../src/ports/apiFailure.js";
import { refusal } from "../support/scripted.js";

describe("an API without the call: a bare 404 or 405", () => {
  it.each([404, 405])("a %i with no Code of its own is no such call", (status) => {
    expect(isNoSuchCall(refusal(status, "Not Found"))).toBe(true);
  });

  it("a 404 with a Code of the API's own (an order it cannot find) is a refusal, not a missing call", () => {
    const notFound: ApiFailure = {
      tag: "API_REFUSED",
      status: 404,
      code: 17,
      message: "Order not found",
      productIds: [],
    };
    expect(isNoSuchCall(notFound)).toBe(false);
  });

  it.each<ApiFailure>([
    refusal(409, "Conflict"),
    { tag: "UNREACHABLE", message: "down" },
    { tag: "THROTTLED", retryAfterSeconds: 5 },
    { tag: "UNEXPECTED_ANSWER", field: "orderId" },
  ])("any other failure is not: %j", (failure) => {
    expect(isNoSuchCall(failure)).toBe(false);
  });
});
