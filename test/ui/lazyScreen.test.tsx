// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_SECONDS } from "../../src/domain/chunkLoad.js";
import { lazyScreen, retryFailedScreens } from "../../src/ui/app/routes.js";
import { ErrorBoundary } from "../../src/ui/components/ErrorBoundary.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { WordsProvider } from "../../src/ui/app/WordsContext.js";
import { settled } from "../async.js";
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
  <WordsProvider locale="en" words={guestWordsIn("en")}>
    <ErrorBoundary resetKey={path} onReset={retryFailedScreens}>
      <Suspense fallback={<p>Please wait...</p>}>
        {path === "/cart" ? <Cart /> : <h1>Home</h1>}
      </Suspense>
    </ErrorBoundary>
  </WordsProvider>
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
    void cart.load().catch(() => undefined);
    await settled();
    expect(chunk.fetches()).toBe(1);
    render(at("/cart", cart.component));
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy();
  });

  it("a preloaded chunk is fetched once, however often the screen is shown", async () => {
    const chunk = flakyChunk(0);
    const cart = lazyScreen(chunk.load, "CartScreen");
    void cart.load().catch(() => undefined);
    const view = render(at("/cart", cart.component));
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy();
    view.rerender(at("/", cart.component));
    view.rerender(at("/cart", cart.component));
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy();
    expect(chunk.fetches()).toBe(1);
  });
});

describe("a screen whose chunk stalls (spec §9: chunk load timeout is 120 seconds)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A chunk whose first fetch never answers, and whose later fetches load. */
  const stalledOnce = () => {
    let fetches = 0;
    const load = () => {
      fetches++;
      return fetches === 1 ? new Promise<never>(() => undefined) : Promise.resolve({ CartScreen });
    };
    return { load, fetches: () => fetches };
  };

  const waitSeconds = (seconds: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(seconds * 1000);
    });

  it("the chunk-load timeout is the spec's 120 seconds", () => {
    expect(CHUNK_LOAD_TIMEOUT_SECONDS).toBe(120);
  });

  it("spins until 120 seconds have passed, then fails as a chunk load with its Reload; coming back fetches it anew", async () => {
    vi.useFakeTimers();
    const chunk = stalledOnce();
    const cart = lazyScreen(chunk.load, "CartScreen");
    const view = render(at("/cart", cart.component));
    await waitSeconds(CHUNK_LOAD_TIMEOUT_SECONDS - 1);
    expect(screen.getByText("Please wait...")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
    await waitSeconds(1);
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.queryByText("Please wait...")).toBeNull();

    view.rerender(at("/", cart.component));
    view.rerender(at("/cart", cart.component));
    await waitSeconds(0);
    expect(screen.getByRole("heading", { name: "Your cart" })).toBeTruthy();
    expect(chunk.fetches()).toBe(2);
  });

  it("a chunk that arrives just before the timeout shows its screen, and nothing fails later", async () => {
    vi.useFakeTimers();
    let arrive: (chunk: { CartScreen: typeof CartScreen }) => void = () => undefined;
    const cart = lazyScreen(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
      "CartScreen",
    );
    render(at("/cart", cart.component));
    await waitSeconds(CHUNK_LOAD_TIMEOUT_SECONDS - 1);
    await act(async () => {
      arrive({ CartScreen });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole("heading", { name: "Your cart" })).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
    await waitSeconds(CHUNK_LOAD_TIMEOUT_SECONDS);
    expect(screen.getByRole("heading", { name: "Your cart" })).toBeTruthy();
  });
});
