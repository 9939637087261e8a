// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { brandOf, guestServicesPhoneHref } from "../../src/domain/brand.js";
import { contentPages, contentPageTitle } from "../../src/domain/contentPage.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

describe("content pages", () => {
  it.each(contentPages.map((page) => [page.path, contentPageTitle(guestWordsIn("en"), page.slug)]))(
    "%s is its own screen, titled '%s' in the page and in the tab with the venue's name",
    async (path, title) => {
      await renderStorefront(path, { client: "cgg" });
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
      await waitFor(() => {
        expect(document.title).toBe(`${title} · Crystal Glass Garden`);
      });
    },
  );

  it("the footer links every content page and gives Guest Services' phone and e-mail as links", async () => {
    await renderStorefront("/");
    const footer = await screen.findByRole("contentinfo");
    const about = within(footer).getByRole("navigation", { name: "About the venue" });
    expect(
      within(about)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(contentPages.map((page) => page.path));
    const sn = brandOf("sn");
    const phone = within(footer).getByRole("link", { name: sn.guestServices.phone });
    expect(phone.getAttribute("href")).toBe(guestServicesPhoneHref(sn));
    const email = within(footer).getByRole("link", { name: sn.guestServices.email });
    expect(email.getAttribute("href")).toBe(`mailto:${sn.guestServices.email}`);
  });

  it("the Contact page gives the venue's address", async () => {
    await renderStorefront("/contact");
    await screen.findByRole("heading", { level: 1, name: "Contact" });
    const main = screen.getByRole("main");
    for (const line of brandOf("sn").address) expect(within(main).getByText(line)).toBeTruthy();
  });
});
