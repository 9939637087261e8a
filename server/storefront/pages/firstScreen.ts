import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { FirstScreen, RenderFirstScreen } from "#contract/firstScreen.js";
import { inertJson } from "./pageShell.js";

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

const ENTRY_SCRIPT = /<script type="module"([^>]*)><\/script>/;
const SCREEN_PRELOAD = /<link rel="modulepreload"([^>]*)>/g;

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

/**
 * What a drawn page runs in place of its entry script and its screen's preloads: it asks for
 * them once the browser reports the page's first paint. It asks at once in a tab the guest is
 * not looking at, which paints nothing, and in a copy of the page whose screen was taken out
 * (the offline worker keeps one): its script is what draws it. A browser without paint timing
 * asks after the first frame (a timeout set in an animation frame runs once that frame is
 * drawn).
 */
const loadAfterFirstPaint = (entry: string, screen: readonly string[], nonce: string): string =>
  `const load=()=>{for(const href of ${inertJson(screen)}){const link=document.createElement("link");` +
  `link.rel="modulepreload";link.href=href;link.nonce=${inertJson(nonce)};document.head.append(link)}` +
  `import(${inertJson(entry)})};` +
  `if(document.visibilityState==="hidden"||!document.getElementById("root")?.hasAttribute(${inertJson(FIRST_SCREEN_ATTRIBUTE)}))load();` +
  `else if(PerformanceObserver.supportedEntryTypes?.includes("paint")){` +
  `const painted=new PerformanceObserver(()=>{painted.disconnect();load()});` +
  `painted.observe({type:"paint",buffered:true})}` +
  `else requestAnimationFrame(()=>setTimeout(load))`;

/**
 * A drawn page asks for its scripts only once it has painted: they take over what is already on
 * screen, so its first paint and its pictures (its largest paint) have the guest's link to
 * themselves. On a slow phone link a 100 KB entry downloading beside the pictures delays them,
 * and Lighthouse's simulation adds the download of every script that arrived before the largest
 * paint to it. A page with the loader keeps its scripts as they are: its script draws its screen.
 */
const scriptsAfterFirstPaint = (page: string): string => {
  const entry = ENTRY_SCRIPT.exec(page)?.[1] ?? "";
  const src = attribute(entry, "src");
  if (src === undefined) throw new Error("the page shell has no entry script");
  const nonce = attribute(entry, "nonce");
  const screen = [...page.matchAll(SCREEN_PRELOAD)].flatMap(([, preload]) => {
    const href = attribute(preload ?? "", "href");
    return href === undefined ? [] : [href];
  });
  const loader = `<script type="module"${nonce === undefined ? "" : ` nonce="${nonce}"`}>${loadAfterFirstPaint(src, screen, nonce ?? "")}</script>`;
  return page.replaceAll(SCREEN_PRELOAD, "").replace(ENTRY_SCRIPT, () => loader);
};

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
  return scriptsAfterFirstPaint(page)
    .replace("<title>", () => `${title}<title>`)
    .replace(LOADER, () => `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}>${root}</div>`);
};
