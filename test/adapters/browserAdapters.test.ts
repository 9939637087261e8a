// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { createDomScriptLoader } from "../../src/adapters/browser/domScriptLoader.js";
import { createGa4Analytics } from "../../src/adapters/browser/ga4Analytics.js";
import { createImageFraudBeacon } from "../../src/adapters/browser/imageFraudBeacon.js";
import { createLocalCartStorage } from "../../src/adapters/browser/localCartStorage.js";
import { createSessionReceiptStorage } from "../../src/adapters/browser/sessionReceiptStorage.js";
import { receiptOf } from "../../src/domain/receipt.js";
import { aCartProduct, aPricedCart, aPurchaseConfirmation } from "../builders.js";
import type { AnalyticsEvent } from "../../src/ports/analytics.js";
import type { StoredCart } from "../../src/ports/cartStorage.js";

afterEach(() => {
  delete window.dataLayer;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const viewCart: AnalyticsEvent = { name: "view_cart", currency: "USD", value: 12.5, items: [] };

describe("GA4 analytics", () => {
  it("each event is pushed to window.dataLayer with its e-commerce parameters", () => {
    createGa4Analytics("").track(viewCart);
    expect(window.dataLayer).toEqual([
      { event: "view_cart", ecommerce: { currency: "USD", value: 12.5, items: [] } },
    ]);
  });

  it("without a measurement id no tag is loaded from anywhere", () => {
    createGa4Analytics("");
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("with a measurement id the tag loads async and is configured for that id", () => {
    createGa4Analytics("G-TEST123");
    const tag = document.querySelector("script");
    expect(tag?.async).toBe(true);
    expect(tag?.src).toContain("id=G-TEST123");
    expect(window.dataLayer?.[1]).toEqual(["config", "G-TEST123", { send_page_view: false }]);
  });
});

describe("image fraud beacon", () => {
  const images: { src: string }[] = [];
  const makeImage = () => {
    const image = { src: "", onerror: null } as unknown as HTMLImageElement;
    images.push(image);
    return image;
  };

  it("each path change becomes an image hit with the shop, session and path", () => {
    const beacon = createImageFraudBeacon(
      {
        url: () => "http://localhost:8080/api/fraud-beacon",
        shopId: "sn-web-store",
        sessionId: "s1",
      },
      makeImage,
    );
    beacon.pathChanged("/cart");
    expect(images.at(-1)?.src).toBe(
      "http://localhost:8080/api/fraud-beacon?shop=sn-web-store&sid=s1&path=%2Fcart",
    );
  });

  it("before the beacon's address is configured, nothing is sent", () => {
    const before = images.length;
    createImageFraudBeacon({ url: () => null, shopId: "x", sessionId: "s" }, makeImage).pathChanged(
      "/",
    );
    expect(images).toHaveLength(before);
  });

  it("a beacon that cannot even be created never reaches the guest", () => {
    const beacon = createImageFraudBeacon(
      { url: () => "http://x", shopId: "x", sessionId: "s" },
      () => {
        throw new Error("no images here");
      },
    );
    expect(() => {
      beacon.pathChanged("/");
    }).not.toThrow();
  });
});

describe("cart in localStorage", () => {
  const stored: StoredCart = { cart: { kind: "empty" }, pendingOrder: null };

  it("a saved cart is loaded back after a reload", () => {
    createLocalCartStorage("cart.sn").save(stored);
    expect(createLocalCartStorage("cart.sn").load()).toEqual(stored);
  });

  it("each tenant's cart is its own", () => {
    createLocalCartStorage("cart.sn").save(stored);
    expect(createLocalCartStorage("cart.cgg").load()).toBeNull();
  });

  it("an unreadable entry is treated as no saved cart", () => {
    window.localStorage.setItem("cart.sn", "{not json");
    expect(createLocalCartStorage("cart.sn").load()).toBeNull();
    window.localStorage.setItem("cart.sn", JSON.stringify({ something: "else" }));
    expect(createLocalCartStorage("cart.sn").load()).toBeNull();
  });

  it("a full or disabled storage never breaks saving", () => {
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    const storage = createLocalCartStorage("cart.sn", failing);
    expect(() => {
      storage.save(stored);
      storage.clear();
    }).not.toThrow();
  });
});

describe("the last purchase's receipt in sessionStorage", () => {
  const receipt = receiptOf(
    aPurchaseConfirmation(),
    { kind: "priced", products: [aCartProduct()], priced: aPricedCart() },
    "4242 4242 4242 4242",
  );

  it("a kept receipt is there after a reload of the tab, per tenant", () => {
    createSessionReceiptStorage("receipt.sn", window.sessionStorage).save(receipt);
    expect(createSessionReceiptStorage("receipt.sn", window.sessionStorage).load()).toEqual(
      receipt,
    );
    expect(createSessionReceiptStorage("receipt.cgg", window.sessionStorage).load()).toBeNull();
  });

  it("an unreadable or foreign entry is no receipt", () => {
    window.sessionStorage.setItem("receipt.sn", "{not json");
    expect(createSessionReceiptStorage("receipt.sn", window.sessionStorage).load()).toBeNull();
    window.sessionStorage.setItem("receipt.sn", JSON.stringify({ confirmation: { orderId: 1 } }));
    expect(createSessionReceiptStorage("receipt.sn", window.sessionStorage).load()).toBeNull();
  });
});

describe("tracking script loader", () => {
  it("runs the brand's script by adding it to the page", () => {
    createDomScriptLoader().run("window.trackingRan = true;");
    expect(document.body.querySelector("script")?.textContent).toBe("window.trackingRan = true;");
  });

  it("the tracking script carries the page's nonce, without which the CSP runs no inline script", () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="n0nce">';
    createDomScriptLoader().run("window.trackingRan = true;");
    expect(document.body.querySelector("script")?.nonce).toBe("n0nce");
  });
});
