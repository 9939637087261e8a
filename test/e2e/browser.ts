import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/*
 * Debian's Chromium, never a downloaded browser: CHROME_PATH first, then Debian's headless
 * shell, then its full browser. The shell is Chromium's old headless mode, which draws no
 * browser window around the page: the same Chromium version, a third less time per journey
 * than the full browser running headless on CI's two cores.
 */

const candidates = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

export const findChromium = (): string | null =>
  [process.env.CHROME_PATH, ...candidates].find(
    (path): path is string => path !== undefined && path !== "" && existsSync(path),
  ) ?? null;

const noChromium = `no Chromium at CHROME_PATH or ${candidates.join(" or ")}`;

const install = "apt-get install chromium-headless-shell";

export const chromiumMissingNote = `Browser tests skipped: ${noChromium} (install it with \`${install}\`).`;

export const chromiumMissingInCi = `CI is set but ${noChromium}: the browser tests must not be skipped (${install}).`;

/**
 * Headless, with a fresh throwaway profile (playwright's `launch` makes one per browser) and
 * cgg.localhost mapped to this machine, so both brands are reachable on a test server's port.
 */
export const launchChromium = (executablePath: string): Promise<Browser> =>
  chromium.launch({
    executablePath,
    headless: true,
    args: [
      // Chromium refuses to sandbox as root (CI runs as root).
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--host-resolver-rules=MAP cgg.localhost 127.0.0.1",
    ],
  });
