import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { firstScreenOf, type FirstScreenName } from "../../../src/domain/pageScreens.js";

/** A chunk as Vite's build manifest (`build.manifest`) lists it. */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * Each first screen's source module: the storefront's routes (src/ui/app/routes.tsx) load each
 * screen as a chunk of its own, which the page would otherwise ask for only after its entry
 * script has run. Pages that open on another screen load as before.
 */
const SCREEN_MODULES: Readonly<Record<FirstScreenName, string>> = {
  home: "src/ui/screens/home/HomeScreen.tsx",
  product: "src/ui/screens/product/ProductScreen.tsx",
  viewTickets: "src/ui/screens/viewTickets/ViewTicketsScreen.tsx",
};

export const screenModuleOf = (path: string): string | undefined => {
  const screen = firstScreenOf(path);
  return screen === undefined ? undefined : SCREEN_MODULES[screen];
};

/** The build's manifest, or none when the build wrote none (a page then preloads no screen). */
export const readBuildManifest = async (staticDir: string): Promise<BuildManifest> => {
  const file = join(staticDir, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(await readFile(file, "utf8")) as BuildManifest) : {};
};

/** A chunk and the chunks it imports statically, by their manifest keys. */
const withImports = (manifest: BuildManifest, key: string, seen = new Set<string>()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withImports(manifest, imported, seen);
  return seen;
};

/** The chunks a page's first screen needs that its entry does not load, by manifest key. */
const firstScreenChunks = (manifest: BuildManifest, modules: readonly string[]): string[] => {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  const loadedByEntry = new Set(entries.flatMap((key) => [...withImports(manifest, key)]));
  const needed = new Set(
    modules
      .filter((key) => manifest[key] !== undefined)
      .flatMap((key) => [...withImports(manifest, key)]),
  );
  return [...needed].filter((key) => !loadedByEntry.has(key));
};

/**
 * The script files of the screen a page opens on that its entry does not already load: asked
 * for beside the entry instead of after it has run.
 */
export const screenChunksOf = (manifest: BuildManifest, path: string): readonly string[] => {
  const screen = screenModuleOf(path);
  return screen === undefined
    ? []
    : firstScreenChunks(manifest, [screen]).map((key) => `/${manifest[key]?.file ?? key}`);
};

/** The layout's footer, a chunk of its own (src/ui/app/Layout.tsx), under every screen. */
const FOOTER_MODULE = "src/ui/app/SiteFooter.tsx";

/**
 * The style sheets of the screen a page opens on and of its footer, beyond the entry's: the
 * screen the server rendered (firstScreen.ts) is painted styled, before any script has run.
 */
export const screenStylesOf = (manifest: BuildManifest, path: string): readonly string[] => {
  const screen = screenModuleOf(path);
  const modules = screen === undefined ? [FOOTER_MODULE] : [screen, FOOTER_MODULE];
  return firstScreenChunks(manifest, modules).flatMap((key) =>
    (manifest[key]?.css ?? []).map((file) => `/${file}`),
  );
};
