import { mkdir } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, inject } from "vitest";
import { runsInCi } from "../support/ci.js";
import { launchChromium } from "./browser.js";
import { startE2eServer, type E2eServer, type E2eServerOptions } from "./server.js";

export interface Viewport {
  readonly name: "mobile" | "desktop";
  readonly width: number;
  readonly height: number;
}

export const mobile: Viewport = { name: "mobile", width: 390, height: 844 };
export const desktop: Viewport = { name: "desktop", width: 1280, height: 800 };

export interface GuestPage {
  readonly page: Page;
  /** Uncaught errors the page threw so far: a guest's flow must not throw. */
  readonly pageErrors: string[];
  /**
   * A full-page screenshot under test-results/e2e/, for a person to look at: not taken in CI,
   * where no one does (a quarter of a second each, about 250 a run), unless E2E_SCREENSHOTS=1.
   */
  readonly shot: (name: string) => Promise<void>;
}

export interface PageOptions {
  /**
   * The storefront's offline worker, blocked unless a test is about it: the faults are played
   * with `page.route`, which answers from the worker's caches never pass through.
   */
  readonly serviceWorkers?: "allow" | "block";
}

export interface BrowserSuite {
  readonly server: () => E2eServer;
  /** A fresh browser context (no cookies, no storage) for this test, closed after it. */
  readonly openPage: (
    viewport: Viewport,
    shotPrefix: string,
    options?: PageOptions,
  ) => Promise<GuestPage>;
}

const screenshotDir = "test-results/e2e";
const takesScreenshots = !runsInCi() || process.env.E2E_SCREENSHOTS === "1";

/**
 * A describe block with one browser and one server for the file, and a new context per test.
 * Skipped (the global setup has said why, once) when no Chromium is found.
 */
export const describeInBrowser = (
  name: string,
  body: (suite: BrowserSuite) => void,
  serverOptions: E2eServerOptions = {},
) => {
  const chromiumPath = inject("chromiumPath");
  const storefrontBuild = inject("storefrontBuild");
  // A guest journey is many steps, and it shares two cores with the rest of `npm test`: the
  // time allowed is generous, while every step still waits for what the guest would see.
  describe.skipIf(chromiumPath === null || storefrontBuild === null)(
    name,
    { timeout: 120_000 },
    () => {
      let browser: Browser | undefined;
      let server: E2eServer | undefined;
      const contexts: BrowserContext[] = [];

      beforeAll(async () => {
        if (chromiumPath === null || storefrontBuild === null) return;
        [browser, server] = await Promise.all([
          launchChromium(chromiumPath),
          startE2eServer(storefrontBuild, serverOptions),
          mkdir(screenshotDir, { recursive: true }),
        ]);
      });
      afterEach(async () => {
        await Promise.all(contexts.splice(0).map((context) => context.close()));
      });
      afterAll(async () => {
        await browser?.close();
        await server?.close();
      });

      body({
        server: () => {
          if (server === undefined) throw new Error("the test server did not start");
          return server;
        },
        openPage: async (viewport, shotPrefix, options = {}) => {
          if (browser === undefined) throw new Error("the browser did not start");
          const context = await browser.newContext({
            viewport: { width: viewport.width, height: viewport.height },
            serviceWorkers: options.serviceWorkers ?? "block",
          });
          contexts.push(context);
          context.setDefaultTimeout(60_000);
          const page = await context.newPage();
          const pageErrors: string[] = [];
          page.on("pageerror", (error) => pageErrors.push(error.message));
          return {
            page,
            pageErrors,
            shot: async (shotName) => {
              if (!takesScreenshots) return;
              await page.screenshot({
                path: `${screenshotDir}/${shotPrefix}-${viewport.name}-${shotName}.png`,
                fullPage: true,
              });
            },
          };
        },
      });
    },
  );
};
