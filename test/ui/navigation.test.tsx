// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductList } from "../../src/domain/product.js";
import { pendingAnswer } from "../async.js";
import { anOrderSummary, aProduct, aProductList } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

// jsdom lays nothing out and does not scroll: what the storefront asks for is what is checked.
let scrolledTo: unknown[][] = [];
beforeEach(() => {
  scrolledTo = [];
  vi.spyOn(window, "scrollTo").mockImplementation((...to: unknown[]) => {
    scrolledTo.push(to);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const heading = (name: string) => screen.findByRole("heading", { name, level: 1 });

describe("a new page starts at its top with its heading focused", () => {
  it("another screen scrolls to the top and focuses its heading, which is no tab stop", async () => {
    const { location } = await renderStorefront("/nowhere");
    await heading("Page not found");
    act(() => {
      location.navigate("/cart");
    });
    const cart = await heading("Your cart");
    expect(document.activeElement).toBe(cart);
    expect(cart.tabIndex).toBe(-1);
    expect(scrolledTo).toEqual([[0, 0]]);
    // The last screen, kept hidden while this one's code loaded, is gone.
    expect(within(screen.getByRole("main")).getAllByRole("heading", { level: 1 })).toEqual([cart]);
  });

  it("the page the guest arrives on is the browser's to show: nothing is scrolled or focused", async () => {
    await renderStorefront("/cart");
    await heading("Your cart");
    expect(scrolledTo).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });

  it("a heading drawn once the page's data has come is focused then", async () => {
    const list = pendingAnswer<ProductList>();
    const { location } = await renderStorefront("/nowhere", {
      webSales: { productList: () => list.task },
    });
    await heading("Page not found");
    act(() => {
      location.navigate("/product?productId=101");
    });
    await act(() => list.succeed(aProductList()));
    const notAvailable = await heading("This product is not available.");
    expect(document.activeElement).toBe(notAvailable);
  });

  it("home's tabs share a title: moving along them scrolls nothing and leaves the focus on the tab", async () => {
    const { location } = await renderStorefront("/", {
      webSales: { productList: () => TE.right(aProductList({ products: [aProduct()] })) },
    });
    await screen.findByRole("heading", { name: "General Admission" });
    const tickets = screen.getByRole("tab", { name: "TICKETS" });
    act(() => {
      tickets.focus();
    });
    act(() => {
      location.navigate("/tickets/events");
    });
    await screen.findByRole("tab", { name: "EVENTS", selected: true });
    expect(document.activeElement).toBe(tickets);
    expect(scrolledTo).toEqual([]);
  });
});

describe("a result on the same page is brought into view and focused", () => {
  it("an order cancelled on Manage my order: its 'has been canceled' heading takes the focus", async () => {
    await renderStorefront("/self-service", {
      webSales: {
        searchOrder: () => TE.right(anOrderSummary({ orderId: 5001 })),
        refund: () => TE.right(undefined),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Order number"), "5001");
    await user.type(screen.getByLabelText("Email"), "guest@example.com");
    await user.click(screen.getByRole("button", { name: "Find order" }));
    await user.click(
      await screen.findByRole("checkbox", { name: /^Please cancel and refund my ticket order/ }),
    );
    await user.click(screen.getByRole("button", { name: "CANCEL TICKETS" }));
    const done = await screen.findByRole("heading", { name: "Order 5001 has been canceled." });
    expect(document.activeElement).toBe(done);
    expect(done.tabIndex).toBe(-1);
  });
});
