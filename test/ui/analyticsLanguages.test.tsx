// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../src/domain/locale.js";
import { aProduct, aProductList } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const list = aProductList({
  products: [aProduct({ productId: 101, name: "Tower" })],
  productsEvents: [
    aProduct({ productId: 301, name: "Winter Lights", categoryName: "productsEvents" }),
  ],
});

/**
 * What analytics records of a guest who opens home, moves to the events tab and follows the
 * link to the product there: the same answers from the API, in one language.
 */
const recordedIn = async (locale: Locale) => {
  const { fakes } = await renderStorefront("/", {
    webSales: { productList: () => TE.right(list) },
    locale,
  });
  await screen.findByRole("heading", { name: "Tower" });
  const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
  const events = tabs[2];
  if (events === undefined) throw new Error("home has no third tab");
  await userEvent.click(events);
  await screen.findByRole("heading", { name: "Winter Lights" });
  const product = screen
    .getAllByRole("link")
    .find((link) => link.getAttribute("href")?.startsWith("/product?productId=301") === true);
  if (product === undefined) throw new Error("the events tab has no link to its product");
  await userEvent.click(product);
  const recorded = fakes.analytics.events.map((event) => ({ ...event }));
  cleanup();
  return recorded;
};

describe("analytics whatever the guest's language", () => {
  it("browsing home's tabs sends the same list events, named by the table's labels and listing the same items, in every language", async () => {
    const english = await recordedIn("en");
    expect(
      english
        .filter((event) => event.name === "view_item_list")
        .map((event) => event.item_list_name),
    ).toEqual(["TICKETS"]);
    for (const locale of LOCALES.filter((other) => other !== "en")) {
      expect(await recordedIn(locale), locale).toEqual(english);
    }
  });
});
