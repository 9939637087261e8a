import { describe, expect, it } from "vitest";
import { keptPages, type KeptPagesLimits } from "../../server/storefront/pages/keptPages.js";

/*
 * The drawn pages a process keeps: few, small, recent, and only those asked for more than once,
 * so addresses a guest makes up (`/?a=1`, `/?a=2`, …) push out no page others are sent.
 */

const LIMITS: KeptPagesLimits = { maxPages: 2, maxBytes: 100, maxAgeMs: 1_000, maxSeenOnce: 3 };

/** A keep where each of `keys` was drawn twice, so kept. */
const keptWith = (keys: readonly string[], limits = LIMITS) => {
  const pages = keptPages<string>(limits);
  for (const key of keys) {
    pages.offer(key, `page ${key}`, 10, 0);
    pages.offer(key, `page ${key}`, 10, 0);
  }
  return pages;
};

describe("kept pages", () => {
  it("a page drawn once is only remembered; drawn again, it is kept", () => {
    const pages = keptPages<string>(LIMITS);
    pages.offer("/", "home", 10, 0);
    expect(pages.get("/", 0)).toBeUndefined();
    pages.offer("/", "home", 10, 0);
    expect(pages.get("/", 0)).toBe("home");
  });

  it("a run of addresses asked for once pushes no kept page out", () => {
    const pages = keptWith(["/", "/product"]);
    for (let n = 0; n < 1_000; n++) pages.offer(`/?a=${String(n)}`, "made up", 10, 0);
    expect([pages.get("/", 0), pages.get("/product", 0)]).toEqual(["page /", "page /product"]);
  });

  it("past its bound of pages, the page sent longest ago goes first", () => {
    const pages = keptWith(["/", "/product"]);
    pages.get("/", 0);
    pages.offer("/cart", "cart", 10, 0);
    pages.offer("/cart", "cart", 10, 0);
    expect([pages.get("/", 0), pages.get("/product", 0), pages.get("/cart", 0)]).toEqual([
      "page /",
      undefined,
      "cart",
    ]);
  });

  it("past its bound of bytes, pages go, the one sent longest ago first, until the newest fits", () => {
    const pages = keptWith(["/", "/product"]);
    pages.offer("/big", "big", 85, 0);
    pages.offer("/big", "big", 85, 0);
    expect([pages.get("/", 0), pages.get("/product", 0), pages.get("/big", 0)]).toEqual([
      undefined,
      "page /product",
      "big",
    ]);
  });

  it("a page kept past its age is drawn again, and kept again at once", () => {
    const pages = keptWith(["/"]);
    expect(pages.get("/", 999)).toBe("page /");
    expect(pages.get("/", 1_000)).toBeUndefined();
    pages.offer("/", "redrawn", 10, 1_000);
    expect(pages.get("/", 1_000)).toBe("redrawn");
  });
});
