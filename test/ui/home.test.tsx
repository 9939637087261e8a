// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { FIRST_VIEW_CARDS } from "../../src/domain/firstView.js";
import type { ProductList } from "../../src/domain/product.js";
import { aProduct, aProductList } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const list = aProductList({
  products: [
    aProduct({
      productId: 101,
      name: "General Admission",
      shortDescription: "Up to the observation deck",
      imageUrl: "https://images.example.com/ga.jpg",
      priceMessage: "From $25",
      isPriceMessageEnabled: true,
    }),
    aProduct({ productId: 102, name: "Secret Sunrise", isHidden: true }),
    aProduct({
      productId: 103,
      name: "Sky Pass",
      priceMessage: "Not shown",
      isPriceMessageEnabled: false,
      displayLabel: "Save 20%",
      fromPrice: 3550,
      appliedPromotions: [{ promotionId: 9, discountId: 1, promotionType: 5, name: "Members" }],
    }),
    aProduct({ productId: 104, name: "Pass Exchange", fromPrice: null, displayLabel: "" }),
  ],
  productsEvents: [
    aProduct({ productId: 301, name: "Winter Lights", categoryName: "productsEvents" }),
  ],
  productsGroups: [
    aProduct({ productId: 401, name: "School Groups", categoryName: "productsGroups" }),
  ],
  pricingNotice: "Prices do not include tax.",
});

const withList = (answer: ProductList = list) => ({
  webSales: { productList: () => TE.right(answer) },
});

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

const selectedTab = () =>
  screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true");

describe("home and the product listing", () => {
  it("the tabs are TICKETS, OTHER ATTRACTIONS, EVENTS, GROUPS and PROMO CODE, each a link to its slug", async () => {
    await renderStorefront("/", withList());
    await screen.findByRole("tablist", { name: "Product categories" });
    expect(tabNames()).toEqual(["TICKETS", "OTHER ATTRACTIONS", "EVENTS", "GROUPS", "PROMO CODE"]);
    expect(screen.getAllByRole("tab").map((tab) => tab.getAttribute("href"))).toEqual([
      "/tickets/main",
      "/tickets/other-attractions",
      "/tickets/events",
      "/tickets/groups",
      "/tickets/promo-code",
    ]);
  });

  it.each(["/", "/tickets"])("%s shows the TICKETS tab and its products", async (path) => {
    await renderStorefront(path, withList());
    await screen.findByRole("heading", { name: "General Admission" });
    expect(selectedTab()?.textContent).toBe("TICKETS");
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
  });

  it("/tickets/{slug} selects that tab and lists its category", async () => {
    await renderStorefront("/tickets/events", withList());
    const panel = await screen.findByRole("tabpanel", { name: "EVENTS" });
    expect(await within(panel).findByRole("heading", { name: "Winter Lights" })).toBeTruthy();
    expect(within(panel).queryByRole("heading", { name: "General Admission" })).toBeNull();
  });

  it("arrow keys move between the tabs and open them, wrapping at the ends", async () => {
    const { location } = await renderStorefront("/", withList());
    await screen.findByRole("heading", { name: "General Admission" });
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    act(() => {
      screen.getByRole("tab", { name: "TICKETS" }).focus();
    });
    await userEvent.keyboard("{ArrowRight}");
    expect(location.history.at(-1)).toBe("/tickets/other-attractions");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "OTHER ATTRACTIONS" }));
    expect(selectedTab()?.textContent).toBe("OTHER ATTRACTIONS");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(location.history.at(-1)).toBe("/tickets/promo-code");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "PROMO CODE" }));
  });

  it("the PROMO CODE tab is hidden when the promoCode flag is off", async () => {
    await renderStorefront("/", { ...withList(), flags: { promoCode: false } });
    await screen.findByRole("tablist");
    expect(tabNames()).toEqual(["TICKETS", "OTHER ATTRACTIONS", "EVENTS", "GROUPS"]);
  });

  it("the GROUPS tab is hidden when the groupSales flag is off, and its address is not found", async () => {
    await renderStorefront("/tickets/groups", { ...withList(), flags: { groupSales: false } });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    cleanup();
    await renderStorefront("/", { ...withList(), flags: { groupSales: false } });
    await screen.findByRole("tablist");
    expect(tabNames()).toEqual(["TICKETS", "OTHER ATTRACTIONS", "EVENTS", "PROMO CODE"]);
  });

  it("a product card shows its picture (decorative, sized: the heading names it), its name, description, price message and a link to its page", async () => {
    await renderStorefront("/", withList());
    const card = await screen.findByRole("article", { name: "General Admission" });
    const image = card.querySelector("img");
    expect(image?.getAttribute("src")).toBe("https://images.example.com/ga.jpg");
    expect(image?.getAttribute("alt")).toBe("");
    expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["480", "270"]);
    expect(within(card).queryByRole("img")).toBeNull();
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("General Admission");
    expect(within(card).getByText("Up to the observation deck")).toBeTruthy();
    expect(within(card).getByText("From $25")).toBeTruthy();
    const link = within(card).getByRole("link", { name: "Get tickets for General Admission" });
    expect(link.getAttribute("href")).toBe("/product?productId=101&type=products");
  });

  it("the first view's cards load their pictures at once and first; the cards below load theirs lazily", async () => {
    await renderStorefront("/", withList());
    const pictureOf = async (name: string) =>
      (await screen.findByRole("article", { name })).querySelector("img");
    const shown = ["General Admission", "Sky Pass", "Pass Exchange"];
    const pictures = await Promise.all(shown.map(pictureOf));
    expect(
      pictures.map((image) => [
        image?.getAttribute("loading"),
        image?.getAttribute("fetchpriority"),
      ]),
    ).toEqual([
      ...Array.from({ length: FIRST_VIEW_CARDS }, () => ["eager", "high"]),
      ["lazy", "auto"],
    ]);
  });

  it("a product card shows the lowest ticket price as From $X, and the catalogue's badges", async () => {
    await renderStorefront("/", withList());
    const card = await screen.findByRole("article", { name: "Sky Pass" });
    expect(within(card).getByText("From $35.50")).toBeTruthy();
    const badges = within(card).getByRole("list", { name: "Offers" });
    expect(
      within(badges)
        .getAllByRole("listitem")
        .map((badge) => badge.textContent),
    ).toEqual(["Save 20%", "Members"]);
  });

  it("a product with no ticket sold for money and no label shows no price and no badges", async () => {
    await renderStorefront("/", withList());
    const card = await screen.findByRole("article", { name: "Pass Exchange" });
    expect(within(card).queryByText(/^From /)).toBeNull();
    expect(within(card).queryByRole("list", { name: "Offers" })).toBeNull();
  });

  it("a product picture that cannot be loaded leaves a plain panel, not a broken image", async () => {
    await renderStorefront("/", withList());
    const card = await screen.findByRole("article", { name: "General Admission" });
    const image = card.querySelector("img");
    if (image === null) throw new Error("the card has no picture");
    fireEvent.error(image);
    expect(card.querySelector("img")).toBeNull();
    expect(card.firstElementChild?.tagName).toBe("DIV");
  });

  it("the price message is shown only when it is enabled", async () => {
    await renderStorefront("/", withList());
    await screen.findByRole("article", { name: "Sky Pass" });
    expect(screen.queryByText("Not shown")).toBeNull();
  });

  it("the list's pricing notice is shown under the cards", async () => {
    await renderStorefront("/", withList());
    expect(await screen.findByText("Prices do not include tax.")).toBeTruthy();
  });

  it("hidden products are never listed", async () => {
    await renderStorefront("/", withList());
    await screen.findByRole("heading", { name: "General Admission" });
    expect(screen.queryByRole("heading", { name: "Secret Sunrise" })).toBeNull();
  });

  it("while the list loads the spinner shows; a failed list says so and can be asked again", async () => {
    let answers = 0;
    const { fakes } = await renderStorefront("/", {
      webSales: {
        productList: () => (++answers === 1 ? TE.left(refusal(500)) : TE.right(list)),
      },
    });
    expect(
      await screen.findByText(
        "Something went wrong while doing your request. Please try again later.",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "General Admission" })).toBeTruthy();
    expect(fakes.webSales.calls.filter((call) => call.method === "productList")).toHaveLength(2);
  });

  it("the spinner shows until the list is in", async () => {
    await renderStorefront("/", {
      webSales: { productList: () => () => new Promise(() => undefined) },
    });
    expect(await screen.findByText("Please wait...")).toBeTruthy();
    expect(screen.getByRole("tablist")).toBeTruthy();
  });

  it("following a groups card enters group-sale mode; following any other card leaves it", async () => {
    const { useCases } = await renderStorefront("/tickets/groups", withList());
    await userEvent.click(
      await screen.findByRole("link", { name: "Get tickets for School Groups" }),
    );
    expect(await firstValueFrom(useCases.groupSaleMode.isOn$)).toBe(true);
    cleanup();
    const other = await renderStorefront("/tickets/events", withList());
    other.useCases.groupSaleMode.enter();
    await userEvent.click(
      await screen.findByRole("link", { name: "Get tickets for Winter Lights" }),
    );
    expect(other.useCases.groupSaleMode.current()).toBe("general");
  });

  it("an unknown category slug gets the not-found page", async () => {
    await renderStorefront("/tickets/nothing-here", withList());
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});
