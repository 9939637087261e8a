// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { aProduct, aProductList } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const list = aProductList({ products: [aProduct({ productId: 101, name: "General Admission" })] });
const webSales = { productList: () => TE.right(list) };

// React puts a screen's <title> first in the head, before index.html's own, so it is the tab's.
describe("page titles", () => {
  it.each([
    ["/", "Tickets · Summit Needle Observation Tower"],
    ["/cart", "Your cart · Summit Needle Observation Tower"],
    ["/self-service", "Manage my order · Summit Needle Observation Tower"],
    ["/product?productId=101&type=products", "General Admission · Summit Needle Observation Tower"],
    ["/no-such-page", "Page not found · Summit Needle Observation Tower"],
  ])("each screen names itself and the venue in the tab: %s", async (path, title) => {
    await renderStorefront(path, { webSales });
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => {
      expect(document.title).toBe(title);
    });
  });

  it("the second brand's venue names its tabs", async () => {
    await renderStorefront("/cart", { client: "cgg", webSales });
    await waitFor(() => {
      expect(document.title).toBe("Your cart · Crystal Glass Garden");
    });
  });
});
