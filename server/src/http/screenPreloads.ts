import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** A chunk as Vite's build manifest (`build.manifest`) lists it. */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The screen a page path opens on, by its source module: the storefront's routes
 * (src/ui/app/routes.tsx) load each screen as a chunk of its own, which the page then asks
 * for only after its entry script has run. Pages not named here load as before.
 */
const SCREEN_MODULES: readonly (readonly [(path: string) => boolean, string])[] = [
  [
    (path) => path === "/" || path === "/tickets" || path.startsWith("/tickets/"),
    "src/ui/screens/home/HomeScreen.tsx",
  ],
  [(path) => path === "/product", "src/ui/screens/product/ProductScreen.tsx"],
  [(path) => path === "/view-tickets", "src/ui/screens/viewTickets/ViewTicketsScreen.tsx"],
];

export const screenModuleOf = (path: string): string | undefined =>
  SCREEN_MODULES.find(([opens]) => opens(path))?.[1];

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

/**
 * The script files of the screen a page opens on that its entry does not already load: asked
 * for beside the entry instead of after it has run.
 */
export const screenChunksOf = (manifest: BuildManifest, path: string): readonly string[] => {
  const screen = screenModuleOf(path);
  if (screen === undefined || manifest[screen] === undefined) return [];
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  const loadedByEntry = new Set(entries.flatMap((key) => [...withImports(manifest, key)]));
  return [...withImports(manifest, screen)]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => `/${manifest[key]?.file ?? key}`);
};
