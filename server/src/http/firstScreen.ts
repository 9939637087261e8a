import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { FirstScreen, RenderFirstScreen } from "#contract/firstScreen.js";

/** Where the storefront's build puts the renderer (vite.config.ts, FIRST_SCREEN_RENDERER). */
const RENDERER = join(".ssr", "firstScreen.js");

/** What the page's root holds until the storefront renders, and what the server's screen replaces. */
const LOADER = /<div id="root">\s*<!--first-screen-->[\s\S]*<!--\/first-screen-->\s*<\/div>/;

/** The marker main.tsx hydrates by: the root holds the server's render of the first screen. */
export const FIRST_SCREEN_ATTRIBUTE = "data-first-screen";

/** The build's renderer of first screens, or none when the build has none (the loader stays). */
export const loadFirstScreenRenderer = async (
  staticDir: string,
): Promise<RenderFirstScreen | undefined> => {
  const file = join(staticDir, RENDERER);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    renderFirstScreen: RenderFirstScreen;
  };
  return module.renderFirstScreen;
};

/**
 * A drawn page's scripts, asked for at low priority: they take over what is already on screen,
 * so its pictures (its largest paint) go first. Lighthouse's simulation also counts a
 * high-priority script that arrives before the first paint as blocking it, and then adds its
 * download on a slow phone link to the page's first paint. A page with the loader keeps them
 * at their default priority: its script draws its screen.
 */
const scriptsAfterPictures = (page: string): string =>
  page
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/**
 * The page with its first screen rendered in place of the loader, or the page as it was when
 * the screen cannot be rendered: a failure is logged and the guest gets the loader, never an
 * error page.
 */
export const withFirstScreen = async (
  page: string,
  render: () => Promise<FirstScreen | undefined>,
  log: FastifyBaseLogger,
): Promise<string> => {
  let screen: FirstScreen | undefined;
  try {
    screen = await render();
  } catch (error) {
    log.error({ err: error }, "the first screen could not be rendered: the page has the loader");
  }
  if (screen === undefined) return page;
  const { title, root } = screen;
  // The screen's title goes first: the browser shows it, and the storefront takes it over as
  // its own, so the shell's stays behind it for a screen without one, as without a server render.
  return scriptsAfterPictures(page)
    .replace("<title>", () => `${title}<title>`)
    .replace(LOADER, () => `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}>${root}</div>`);
};
