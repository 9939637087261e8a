// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { keptCartTokens } from "../../src/adapters/browser/keptCartTokens.js";
import { pageCartTokens } from "../../src/adapters/composition/modules/browser.js";
import type { IdGenerator } from "../../src/ports/idGenerator.js";

/*
 * A pending order answers only to the cart token it was made with, and a reload keeps the cart
 * and its pending order: the token is kept beside them, per brand, or the guest's own hold
 * could no longer be extended or paid after a reload.
 */

afterEach(() => {
  window.localStorage.clear();
});

const counting = (): IdGenerator => {
  let made = 0;
  return { next: () => `token-${String(++made)}` };
};

const pageAt = (host: string, storage: () => Storage): Window =>
  ({
    location: { host },
    get localStorage() {
      return storage();
    },
  }) as unknown as Window;

describe("the cart token kept for a reload", () => {
  it("the first session makes the cart token and keeps it; a session after a reload reads the same one", () => {
    const first = keptCartTokens("cartToken.sn", window.localStorage, counting()).next();
    const afterReload = keptCartTokens("cartToken.sn", window.localStorage, counting()).next();

    expect(first).toBe("token-1");
    expect(afterReload).toBe(first);
  });

  it("each brand's cart has a token of its own", () => {
    const ids = counting();
    const sn = pageCartTokens(pageAt("localhost:8080", () => window.localStorage))(ids).next();
    const cgg = pageCartTokens(pageAt("cgg.localhost:8080", () => window.localStorage))(ids).next();

    expect(sn).not.toBe(cgg);
    expect(window.localStorage.getItem("storefront.cartToken.sn")).toBe(JSON.stringify(sn));
    expect(window.localStorage.getItem("storefront.cartToken.cgg")).toBe(JSON.stringify(cgg));
  });

  it("storage that keeps nothing (full, or disabled) gives each session a token of its own, and never fails", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as unknown as Storage;
    const disabled = pageAt("localhost", () => {
      throw new Error("SecurityError");
    });
    const ids = counting();

    expect(keptCartTokens("cartToken.sn", full, ids).next()).toBe("token-1");
    expect(keptCartTokens("cartToken.sn", full, ids).next()).toBe("token-2");
    expect(pageCartTokens(disabled)(ids).next()).toBe("token-3");
  });

  it("an unreadable kept token is made again", () => {
    window.localStorage.setItem("cartToken.sn", "{not json");
    expect(keptCartTokens("cartToken.sn", window.localStorage, counting()).next()).toBe("token-1");
  });
});
