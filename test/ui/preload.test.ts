// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createTestContainer } from "../support/testContainer.js";
import type { FeatureFlags } from "../../src/domain/featureFlags.js";
import { preloadFirstScreen, useNextScreensPrefetch } from "../../src/ui/app/preload.js";
import { screenRouteOf } from "../../src/ui/app/routes.js";
import { pendingAnswer, settled } from "../async.js";
import { aProduct } from "../builders.js";

/** The storefront opened at `path`, its feature flags held back until the test releases them. */
const openedAt = async (path: string, pause = () => Promise.resolve()) => {
  const flags = pendingAnswer<FeatureFlags>();
  const test = createTestContainer({ flagsSource: { load: () => flags.task } });
  const useCases = test.useCases();
  const later = vi.spyOn(useCases, "later");
  const address = new URL(path, "http://sn.storefront.test");
  void preloadFirstScreen(useCases, address, pause);
  const started = useCases.startup.start();
  await settled();
  const productListCalls = () =>
    test.fakes.webSales.calls.filter((call) => call.method === "productList").length;
  const datesCalls = () =>
    test.fakes.ticketing.calls.filter((call) => call.method === "dates").map((call) => call.args);
  const laterCalls = () => later.mock.calls.length;
  return { useCases, flags, started, productListCalls, datesCalls, laterCalls };
};

describe("preloading the first screen", () => {
  it.each(["/", "/tickets/promo-code", "/product"])(
    "on %s the product list is asked for while the feature flags are still loading",
    async (path) => {
      const { flags, started, productListCalls } = await openedAt(path);
      expect(productListCalls()).toBe(1);
      await flags.succeed({});
      await started;
      expect(productListCalls()).toBe(1);
    },
  );

  it("a product page opened directly asks for its dates while the feature flags are still loading, and opening it takes that answer", async () => {
    const { useCases, flags, started, datesCalls } = await openedAt(
      "/product?productId=101&type=products",
    );
    expect(datesCalls()).toEqual([[101, "general"]]);
    await flags.succeed({});
    await started;
    await (await useCases.later()).ticketing.open(aProduct({ productId: 101 }), "general");
    expect(datesCalls()).toHaveLength(1);
  });

  it("a group product's page asks for its dates in group-sale mode", async () => {
    const { useCases, datesCalls } = await openedAt("/product?productId=201&type=productsGroups");
    expect(datesCalls()).toEqual([[201, "group"]]);
    expect(useCases.groupSaleMode.current()).toBe("group");
  });

  it.each(["/product", "/product?productId=abc&type=products", "/"])(
    "%s asks for no dates: there is no product in the address",
    async (path) => {
      const { datesCalls } = await openedAt(path);
      expect(datesCalls()).toEqual([]);
    },
  );

  it("the screen that mounts afterwards shares the preloaded request", async () => {
    const { useCases, flags, started, productListCalls } = await openedAt("/");
    await flags.succeed({});
    await started;
    await useCases.catalog.ensureProductList();
    expect(productListCalls()).toBe(1);
  });

  it.each(["/view-tickets", "/self-service", "/cart", "/checkout", "/no-such-page"])(
    "on %s, which lists no products, the product list is not asked for",
    async (path) => {
      const { flags, started, productListCalls } = await openedAt(path);
      await flags.succeed({});
      await started;
      expect(productListCalls()).toBe(0);
    },
  );
});

describe("the routes' screens", () => {
  it("a path opens the route of its first segment; an unknown one opens none", () => {
    expect(screenRouteOf("/")?.path).toBe("/");
    expect(screenRouteOf("/tickets/promo-code")?.path).toBe("/tickets");
    expect(screenRouteOf("/product")?.path).toBe("/product");
    expect(screenRouteOf("/view-tickets")?.path).toBe("/view-tickets");
    expect(screenRouteOf("/nowhere")).toBeUndefined();
  });

  it("a screen opened directly that reads later use cases fetches their code with its own", async () => {
    const home = await openedAt("/");
    const product = await openedAt("/product?productId=101&type=products");
    expect(home.laterCalls()).toBe(0);
    expect(product.laterCalls()).toBe(1);
  });

  it("a product page opened directly asks for the later use cases, the product list and its dates each after a pause, not in the task that asks for its code", async () => {
    const pauses: (() => void)[] = [];
    const pause = () =>
      new Promise<void>((resume) => {
        pauses.push(resume);
      });
    const opened = await openedAt("/product?productId=101&type=products", pause);
    const asked = () => [
      opened.laterCalls(),
      opened.productListCalls(),
      opened.datesCalls().length,
    ];
    expect(asked()).toEqual([0, 0, 0]);
    for (const expected of [
      [1, 0, 0],
      [1, 1, 0],
      [1, 1, 1],
    ]) {
      pauses.shift()?.();
      await settled();
      expect(asked()).toEqual(expected);
    }
  });

  it("once a screen is open, the screens it leads to are fetched a moment later, not at once, each after a pause, with the later use cases they read after another", async () => {
    vi.useFakeTimers();
    try {
      const checkout = screenRouteOf("/checkout")?.screen;
      if (checkout === undefined) throw new Error("no checkout route");
      const preload = vi
        .spyOn(checkout, "load")
        .mockReturnValue(new Promise<never>(() => undefined));
      const later = vi.fn(() => new Promise<never>(() => undefined));
      const pauses: (() => void)[] = [];
      const pause = () =>
        new Promise<void>((resume) => {
          pauses.push(resume);
        });
      const { unmount } = renderHook(() => {
        useNextScreensPrefetch("/cart", later, pause);
      });
      vi.advanceTimersByTime(2000);
      expect([preload.mock.calls.length, later.mock.calls.length]).toEqual([0, 0]);
      for (const expected of [
        [1, 0],
        [1, 1],
      ]) {
        pauses.shift()?.();
        await vi.advanceTimersByTimeAsync(0);
        expect([preload.mock.calls.length, later.mock.calls.length]).toEqual(expected);
      }
      unmount();
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
