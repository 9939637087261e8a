import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { brandOf } from "../../src/domain/brand.js";
import { contentPages, contentPageTitle } from "../../src/domain/contentPage.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { screenAudit } from "./axe.js";
import { journeys, venueOf } from "./brands.js";
import { addToCart, openHome, openProduct, pickTimedTickets } from "./guest.js";
import { describeInBrowser, mobile } from "./suite.js";

/**
 * What can be pressed and is smaller than 24 × 24 px (WCAG 2.2 target size), as "tag 'name'
 * width×height". A link inside a sentence is exempt, as WCAG has it: its size is the text's.
 */
const smallTargets = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const pressable = "a[href], button, input, select, textarea, [role=tab], [tabindex='0']";
    const inSentence = (element: Element) =>
      element.tagName === "A" &&
      getComputedStyle(element).display === "inline" &&
      (element.parentElement?.textContent ?? "").trim() !== element.textContent.trim();
    return [...document.querySelectorAll(pressable)]
      .filter((element) => !inSentence(element))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} '${element.textContent.trim() || (element.getAttribute("aria-label") ?? "")}' ${String(Math.round(box.width))}×${String(Math.round(box.height))}`,
      );
  });

const footerLink = (page: Page, title: string) =>
  page.getByRole("navigation", { name: "About the venue" }).getByRole("link", { name: title });

describeInBrowser("a look worthy of the venue", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", ({ viewport, seed }) => {
    const venue = venueOf(seed.brand);
    const open = async (name: string) => {
      const guest = await openPage(viewport, `${seed.brand}-look-${name}`);
      return { ...guest, origin: server().origin(seed.brand) };
    };

    it("a product's terms link opens the brand's Terms and conditions page, titled as such", async () => {
      const { page, origin } = await open("terms");
      await openProduct(page, origin, seed.timedProduct.name);
      await pickTimedTickets(page, 1);
      const [terms] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("main").getByRole("link", { name: "Terms and conditions" }).click(),
      ]);
      await terms.getByRole("heading", { level: 1, name: "Terms and conditions" }).waitFor();
      expect(await terms.title()).toBe(`Terms and conditions · ${venue}`);
      expect(await terms.getByText("Page not found").count()).toBe(0);
    });

    it("each route has its own document title ending with the brand's name", async () => {
      const { page, origin } = await open("titles");
      const paths = ["/", "/cart", "/self-service", ...contentPages.map((p) => p.path)];
      const titles: string[] = [];
      for (const path of paths) {
        await page.goto(`${origin}${path}`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await expect.poll(() => page.title()).not.toBe("Tickets");
        titles.push(await page.title());
      }
      await openProduct(page, origin, seed.timedProduct.name);
      await expect.poll(() => page.title()).toBe(`${seed.timedProduct.name} · ${venue}`);
      titles.push(await page.title());
      for (const title of titles) expect(title.endsWith(` · ${venue}`)).toBe(true);
      expect(new Set(titles).size).toBe(titles.length);
    });

    it("the footer gives Guest Services' phone and e-mail and opens the Terms and conditions, Privacy, Accessibility and Contact pages", async () => {
      const { page, origin, audit } = await open("footer").then((guest) => ({
        ...guest,
        audit: screenAudit(guest.page),
      }));
      const { guestServices } = brandOf(seed.brand);
      await openHome(page, origin);
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("link", { name: guestServices.phone }).waitFor();
      await footer.getByRole("link", { name: guestServices.email }).waitFor();
      for (const content of contentPages) {
        const title = contentPageTitle(guestWordsIn("en"), content.slug);
        await footerLink(page, title).click();
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        await page.waitForURL(`${origin}${content.path}`);
        await audit.check(title);
        expect(await smallTargets(page)).toEqual([]);
      }
      expect(audit.violations).toEqual([]);
    });

    it("nothing to press on home, product, cart and self-service is smaller than 24 × 24 px", async () => {
      const { page, origin } = await open("targets");
      const found: string[] = [];
      const check = async (screen: string) => {
        found.push(...(await smallTargets(page)).map((target) => `${screen}: ${target}`));
      };
      await openHome(page, origin);
      await check("home");
      await page
        .getByRole("link", { name: `Get tickets for ${seed.timedProduct.name}`, exact: true })
        .click();
      await pickTimedTickets(page, 1);
      await check("product");
      await addToCart(page);
      await check("cart");
      await page.goto(`${origin}/self-service`);
      await page.getByLabel("Order number").waitFor();
      await check("self-service");
      expect(found).toEqual([]);
    });
  });

  // Phones only: the 44 px actions and 16 px fields are a phone's rules (WCAG and iOS zoom).
  describe.each(journeys.filter((journey) => journey.viewport === mobile))(
    "$brand on a phone",
    ({ viewport, seed }) => {
      it("primary actions are 44 px high and form fields are 16 px (no zoom on iOS)", async () => {
        const { page } = await openPage(viewport, `${seed.brand}-look-phone`);
        const origin = server().origin(seed.brand);
        const height = (name: string) =>
          page
            .getByRole("button", { name, exact: true })
            .evaluate((button) => button.getBoundingClientRect().height);
        await openProduct(page, origin, seed.timedProduct.name);
        await pickTimedTickets(page, 1);
        expect(await height("Add to cart")).toBeGreaterThanOrEqual(44);
        await addToCart(page);
        expect(await height("Checkout")).toBeGreaterThanOrEqual(44);
        await page.goto(`${origin}/self-service`);
        await page.getByLabel("Order number").waitFor();
        const sizes = await page
          .locator("input:not([type=checkbox]), select, textarea")
          .evaluateAll((fields) => fields.map((field) => getComputedStyle(field).fontSize));
        expect(sizes.length).toBeGreaterThan(0);
        expect(new Set(sizes)).toEqual(new Set(["16px"]));
        const body = await page
          .locator("main p")
          .first()
          .evaluate((p) => getComputedStyle(p).fontSize);
        expect(body).toBe("11px");
      });
    },
  );

  it("each brand has its own favicon and theme colour, and index.html draws the loader in the brand's theme before any script runs", async () => {
    const looks = [];
    for (const brand of ["sn", "cgg"] as const) {
      const { page } = await openPage(mobile, `${brand}-look-loader`);
      const context = await page.context().browser()?.newContext({ javaScriptEnabled: false });
      if (context === undefined) throw new Error("no browser");
      const bare = await context.newPage();
      // A page whose screen the browser draws: home's comes drawn by the server
      // (firstScreen.test.ts).
      await bare.goto(`${server().origin(brand)}/cart`);
      await bare.getByText("Please wait...").waitFor();
      looks.push({
        favicon: await bare.locator("link[rel=icon]").getAttribute("href"),
        themeColor: await bare.locator("meta[name=theme-color]").getAttribute("content"),
        background: await bare.evaluate(
          () => getComputedStyle(document.documentElement).backgroundColor,
        ),
        wheel: await bare
          .locator(".startup-wheel")
          .evaluate((wheel) => getComputedStyle(wheel).borderTopColor),
      });
      const icon = await bare.goto(`${server().origin(brand)}${looks.at(-1)?.favicon ?? ""}`);
      expect(icon?.headers()["content-type"]).toContain("image/svg+xml");
      await context.close();
    }
    const [sn, cgg] = looks;
    expect(sn?.favicon).not.toBe(cgg?.favicon);
    expect(sn?.themeColor).toBe(brandOf("sn").themeColor);
    expect(cgg?.themeColor).toBe(brandOf("cgg").themeColor);
    expect(sn?.background).toBe("rgb(255, 255, 255)");
    // The dark brand's page is dark from the first paint: it never flashes white.
    expect(cgg?.background).toBe("rgb(18, 20, 23)");
    expect(sn?.wheel).not.toBe(cgg?.wheel);
  });
});
