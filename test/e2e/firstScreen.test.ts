import { describe, expect, it } from "vitest";
import { cgg, sn } from "./brands.js";
import { describeInBrowser, mobile } from "./suite.js";

declare global {
  interface Window {
    sameDocument?: boolean;
  }
}

describeInBrowser("the first screen the server renders", ({ server, openPage }) => {
  describe.each([sn, cgg])("$brand", (seed) => {
    it("home comes drawn by the server and the storefront takes it over as it is: no hydration error, and a tab opens without reloading the page", async () => {
      const { page, pageErrors } = await openPage(mobile, `first-screen-${seed.brand}`);
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      await page.goto(`${server().origin(seed.brand)}/`);
      expect(await page.locator("#root[data-first-screen]").count()).toBe(1);
      await page.getByRole("tablist", { name: "Product categories" }).waitFor();
      await page.evaluate(() => {
        window.sameDocument = true;
      });

      await expect
        .poll(async () => {
          await page.getByRole("tab", { name: "EVENTS" }).click();
          return new URL(page.url()).pathname;
        })
        .toBe("/tickets/events");
      expect(await page.evaluate(() => window.sameDocument)).toBe(true);
      expect(consoleErrors).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});
