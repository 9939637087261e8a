import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { availableParallelism } from "node:os";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, defaultClientConditions, type Plugin } from "vite";
import { Features } from "lightningcss";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { shellForBrand } from "./server/storefront/pages/pageShell.js";
import { offlineCaches } from "./src/adapters/browser/offlineRoutes.js";
import { defaultBrand } from "./src/domain/brand.js";
import { DEFAULT_LOCALE } from "./src/domain/locale.js";
import { withBreakpoints } from "./src/ui/theme/breakpoints.js";

/**
 * Writes `.br` and `.gz` twins of the text files of the build, which the server sends to
 * browsers that accept them: compressed once at build time at the highest level, never per
 * request. A twin that would not be smaller is not written.
 */
const precompress = (): Plugin => {
  let outDir = "dist";
  return {
    name: "storefront:precompress",
    // The server's own renderer (firstScreenRenderer) is read from disk, never sent.
    apply: (_config, env) => env.command === "build" && env.isSsrBuild !== true,
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: async () => {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json)$/.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            const content = await readFile(path);
            const twins: [string, Buffer][] = [
              [
                "br",
                brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              ],
              ["gz", gzipSync(content, { level: 9 })],
            ];
            await Promise.all(
              twins
                .filter(([, compressed]) => compressed.length < content.length)
                .map(([extension, compressed]) => writeFile(`${path}.${extension}`, compressed)),
            );
          }),
      );
    },
  };
};

/**
 * Keeps everything the page's entry imports statically in one chunk with it. Left alone, the
 * bundler gives each module that a lazy chunk shares with the entry a chunk of its own, and
 * `/` then downloads many small files, each compressed on its own (about 2 KB gzip more).
 */
const entryShell = () => {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: "storefront:entry-shell",
    apply: "build",
    buildEnd() {
      const visit = (id: string) => {
        if (shell.has(id)) return;
        shell.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
  return { plugin, test: (id: string) => shell.has(id) };
};
const shell = entryShell();

/** Where in a build the server finds its renderer of first screens (a dot folder is never served). */
export const FIRST_SCREEN_RENDERER = ".ssr/firstScreen.js";

/**
 * Builds beside the storefront the server's renderer of a page's first screen
 * (src/ui/server/firstScreen.tsx): the same views and CSS modules, so the same class names,
 * in one file the server imports (server/storefront/pages/firstScreen.ts).
 */
const firstScreenRenderer = (): Plugin => {
  let outDir = "dist";
  return {
    name: "storefront:first-screen-renderer",
    apply: (_config, env) => env.command === "build" && env.isSsrBuild !== true,
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      await build({
        // One file with its libraries, React's production build among them, and JSX compiled
        // for it whatever NODE_ENV the build runs under (Vitest's is "test"): the server
        // imports it as it is, whatever NODE_ENV it runs under.
        mode: "production",
        oxc: { jsx: { development: false } },
        logLevel: "warn",
        publicDir: false,
        ssr: { noExternal: true },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        build: {
          ssr: "src/ui/server/firstScreen.tsx",
          outDir: join(outDir, ".ssr"),
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
        },
      });
    },
  };
};

/**
 * Writes the spec's breakpoints (src/ui/theme/breakpoints.ts) where a stylesheet names them,
 * `@media (--mobile)`, before Vite's CSS step reads the sheet. Not Lightning CSS's own
 * `@custom-media` (drafts.customMedia): it resolves only names declared in the same sheet, and
 * here (css.transformer is Vite's default, PostCSS) it only minifies a build's bundled CSS, so
 * `npm run dev` would serve the names unresolved. A sheet another one imports would be read from
 * disk past this hook: the styles import none.
 */
const namedBreakpoints = (): Plugin => ({
  name: "storefront:breakpoints",
  enforce: "pre",
  transform: {
    filter: { id: /\.css(?:$|\?)/ },
    handler: (code) => ({ code: withBreakpoints(code), map: null }),
  },
});

/**
 * `npm run dev` has no server to write the request's brand into index.html
 * (server/storefront/pages/pageShell.ts does in production): the dev page gets the default brand's.
 */
const devBrand = (): Plugin => ({
  name: "storefront:dev-brand",
  apply: "serve",
  transformIndexHtml: (html) => shellForBrand(html, defaultBrand, DEFAULT_LOCALE),
});

/**
 * The worker that reopens tickets offline (Workbox, written to dist/sw.js). It keeps the
 * scripts and styles of this build, and copies of the few GET answers that showing opened
 * tickets needs; everything else, every POST and all third-party traffic goes to the network
 * untouched. Prices and availability are never kept: a stale one would be wrong. A new build's
 * worker takes over at once (skipWaiting, clientsClaim) and drops the old build's files.
 * The route tests below are copied into the worker as source: each must be self-contained.
 */
const offlineTickets = () =>
  VitePWA({
    // The storefront registers it (src/adapters/browser/serviceWorker.ts) and the server answers
    // each host's own manifest (server/api/routes/webManifest.ts).
    injectRegister: false,
    manifest: false,
    workbox: {
      skipWaiting: true,
      clientsClaim: true,
      globPatterns: ["assets/**/*.{js,css}"],
      // index.html on disk still has the brand and nonce placeholders: never served as it is.
      navigateFallback: null,
      // One file: the worker runs under the server's CSP, which loads no other script.
      inlineWorkboxRuntime: true,
      sourcemap: false,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The server answers the same shell for every page of the router (per host, with its
          // own nonce in the body and the CSP header alike): one copy, headers and body together.
          // The storefront asks for its first page again as HTML once the worker runs
          // (src/adapters/browser/serviceWorker.ts): a navigation cannot be made from a script.
          urlPattern: ({ request, sameOrigin }) =>
            sameOrigin &&
            (request.mode === "navigate" || request.headers.get("accept") === "text/html"),
          handler: "NetworkFirst",
          options: {
            cacheName: "page",
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                cacheKeyWillBeUsed: ({ request }) =>
                  Promise.resolve(new URL("/", request.url).href),
                // The answers a page came with (server/storefront/pages/firstAnswers.ts) and the first
                // screen rendered from them (server/storefront/pages/firstScreen.ts) are one moment's,
                // prices among them, and one page's: the kept copy goes without both, and a page
                // opened from it asks and renders as a page without them does.
                cacheWillUpdate: async ({ response }) => {
                  const page = await response.text();
                  const headers = new Headers(response.headers);
                  headers.delete("content-length");
                  return new Response(
                    page
                      .replace(
                        /<script type="application\/json" id="first-answers">[^<]*<\/script>/,
                        "",
                      )
                      .replace(
                        /<div id="root" data-first-screen>[\s\S]*<\/div>(\s*<\/body>)/,
                        '<div id="root"></div>$1',
                      ),
                    { status: response.status, statusText: response.statusText, headers },
                  );
                },
              },
            ],
          },
        },
        // The API's answers each route's contract says to keep (its `offline`). How long a
        // tickets copy is kept is the storefront's to say (through its visit day; gone once the
        // order has no tickets, or when the guest removes it): it removes copies from that cache
        // itself (src/adapters/browser/cachedOfflineTickets.ts), so no expiration of the
        // worker's keeps a record of the numbers beside them.
        ...offlineCaches().map(({ cacheName, keeps }) => ({
          urlPattern: keeps,
          handler: "NetworkFirst" as const,
          options: { cacheName, cacheableResponse: { statuses: [200] } },
        })),
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/(images|favicons)\//.test(url.pathname),
          handler: "StaleWhileRevalidate",
          options: {
            cacheName: "images",
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 60 },
          },
        },
      ],
    },
  });

export default defineConfig({
  plugins: [
    namedBreakpoints(),
    react(),
    precompress(),
    shell.plugin,
    devBrand(),
    offlineTickets(),
    firstScreenRenderer(),
  ],
  resolve: {
    conditions: ["es2015", ...defaultClientConditions],
    // Source imports fp-ts and io-ts by their CommonJS paths (the only ones plain Node ESM can
    // load); the browser bundle takes their ES module twins, so unused code is shaken out.
    alias: [
      { find: /^fp-ts\/lib\/(.*)$/, replacement: "fp-ts/es6/$1" },
      { find: /^io-ts$/, replacement: "io-ts/es6/index.js" },
    ],
  },
  // Vite marks the page's scripts, styles and preload links with this placeholder, and its
  // loader copies the nonce to what it adds later; the server puts a fresh nonce in its place
  // per request (server/storefront/pages/pageRendering.ts).
  html: { cspNonce: "__CSP_NONCE__" },
  // The styles use no light-dark(): the variables Lightning CSS adds beside every color-scheme
  // to emulate it would be dead weight in the entry's sheet, which every page carries.
  css: { lightningcss: { exclude: Features.LightDark } },
  build: {
    target: "es2022",
    sourcemap: true,
    // The server reads which chunks each first screen needs (server/storefront/pages/screenPreloads.ts).
    manifest: true,
    // Every browser of the last two years follows modulepreload links itself; an older one
    // simply loads each chunk when it is imported, so the entry does not carry the polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "shell", test: shell.test }] } },
    },
  },
  // `npm run dev` serves the storefront with hot reload and sends API calls to the reference
  // server (`npm run serve`, port 8080 unless API_PORT says otherwise).
  server: {
    proxy: Object.fromEntries(
      ["/api", "/config.json"].map((path) => [
        path,
        { target: `http://localhost:${process.env.API_PORT ?? "8080"}`, changeOrigin: false },
      ]),
    ),
  },
  test: {
    environment: "node",
    // jsdom's <dialog> cannot open as a modal, nor its window scroll; files in jsdom get the
    // behaviour browsers have.
    setupFiles: ["test/support/dialogPolyfill.ts", "test/support/jsdomScroll.ts"],
    // Property runs and the dependency-checker fixtures are CPU-bound; the CI machine has 2 cores.
    testTimeout: 30_000,
    // At least two files at once: vitest's default leaves one core idle, which on CI's 2 cores
    // runs one file at a time, while a browser suite mostly waits on Chromium and its server
    // (on CI: 1,335 s of tests with two, 1,534 s with one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A suite's server starts a WASM PostgreSQL and seeds it: slow on a loaded 2-core machine.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          // A worker runs file after file, importing the server, the domain and their
          // libraries once rather than once per file. The suites here mock no module, stub no
          // global and give faked timers back (test/architecture/sharedWorkers.test.ts); Vitest
          // restores spies between files. On this 2-core machine the server suites alone took
          // 189 s instead of 330 s, the domain's, application's, contract's and properties'
          // 22 s instead of 55 s.
          name: "shared workers",
          include: ["test/**/*.test.{ts,tsx}"],
          exclude: ["test/ui/**"],
          isolate: false,
          globalSetup: ["test/globalSetup.ts", "test/e2e/globalSetup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The screens' suites mock modules, stub globals and fake timers, and start lazy
          // imports that outlive them: each file gets a fresh process.
          name: "own process",
          include: ["test/ui/**/*.test.{ts,tsx}"],
        },
      },
    ],
  },
});
