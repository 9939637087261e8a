// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../src/ui/components/ErrorBoundary.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { WordsProvider } from "../../src/ui/app/WordsContext.js";
import { expectCaughtRenderErrors } from "./caughtRenderErrors.js";

/** A route whose screen's chunk could not be fetched, as Chromium words the failure. */
const Screen = ({ path }: { readonly path: string }) => {
  if (path === "/cart") {
    throw new TypeError("Failed to fetch dynamically imported module: /assets/CartScreen-x.js");
  }
  if (path === "/broken") throw new Error("a bug");
  return <h1>Screen at {path}</h1>;
};

const at = (path: string, onError: (error: unknown) => void = () => undefined) => (
  <WordsProvider locale="en" words={guestWordsIn("en")}>
    <ErrorBoundary resetKey={path} onError={onError}>
      <Screen path={path} />
    </ErrorBoundary>
  </WordsProvider>
);

expectCaughtRenderErrors();

describe("the error boundary around the screens", () => {
  it("a screen whose chunk failed to load offers a Reload, not a blank page", () => {
    render(at("/cart"));
    expect(screen.getByRole("alert").textContent).toContain(
      "This page could not be loaded. Check your connection and reload.",
    );
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });

  it("going to another path after a chunk failure shows that path's screen", () => {
    const view = render(at("/"));
    view.rerender(at("/cart"));
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    view.rerender(at("/"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("heading", { name: "Screen at /" })).toBeTruthy();
  });

  it("going to another path after a render failure shows that path's screen", () => {
    const view = render(at("/broken"));
    expect(screen.getByRole("alert").textContent).toContain("Unexpected issue occured!");
    view.rerender(at("/tickets"));
    expect(screen.getByRole("heading", { name: "Screen at /tickets" })).toBeTruthy();
  });

  it("a failure caught as the guest arrives on a path is reported once and stays shown", () => {
    const onError = vi.fn();
    const view = render(at("/", onError));
    view.rerender(at("/cart", onError));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });
});
