// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, retryFailedScreens } from "../../src/ui/app/routes.js";
import { ErrorBoundary } from "../../src/ui/components/ErrorBoundary.js";
import { expectCaughtRenderErrors } from "./caughtRenderErrors.js";

const CartScreen = () => <h1>Your cart</h1>;
const chunkFailure = () =>
  new TypeError("Failed to fetch dynamically imported module: /assets/CartScreen-x.js");

/** A chunk whose fetches fail `failures` times, then load; counts the fetches. */
const flakyChunk = (failures: number) => {
  let fetches = 0;
  const load = () => {
    fetches++;
    return fetches <= failures ? Promise.reject(chunkFailure()) : Promise.resolve({ CartScreen });
  };
  return { load, fetches: () => fetches };
};

const at = (path: string, Cart: () => React.JSX.Element) => (
  <ErrorBoundary resetKey={path} onReset={retryFailedScreens}>
    <Suspense fallback={<p>Please wait...</p>}>
      {path === "/cart" ? <Cart /> : <h1>Home</h1>}
    </Suspense>
  </ErrorBoundary>
);

expectCaughtRenderErrors();

describe("a screen in its own chunk", () => {
  it("a screen whose chunk failed to load is fetched anew when the guest comes back to it", async () => {
    const chunk = flakyChunk(1);
    const cart = lazyScreen(chunk.load, "CartScreen");
    const view = render(at("/cart", cart.component));
    expect(await screen.findByRole("button", { name: "Reload" })).toBeTruthy();
    expect(chunk.fetches()).toBe(1);
    view.rerender(at("/", cart.component));
    expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
    view.rerender(at("/cart", cart.component));
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy();
    expect(chunk.fetches()).toBe(2);
  });

  it("a preload that failed does not keep the screen from loading", async () => {
    const chunk = flakyChunk(1);
    const cart = lazyScreen(chunk.load, "CartScreen");
    cart.preload();
    await vi.waitFor(() => {
      expect(chunk.fetches()).toBe(1);
    });
    render(at("/cart", cart.component));
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy();
  });

  it("a preloaded chunk is fetched once, however often the screen is shown", async () => {
    const chunk = flakyChunk(0);
    const cart = lazyScreen(chunk.load, "CartScreen");
    cart.preload();
    const view = render(at("/cart", cart.component));
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy();
    view.rerender(at("/", cart.component));
    view.rerender(at("/cart", cart.component));
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy();
    expect(chunk.fetches()).toBe(1);
  });
});
