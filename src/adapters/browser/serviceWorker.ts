import type { ErrorReporter } from "../../ports/errorReporter.js";

/** Where the build writes the worker (vite.config.ts) and the server serves it uncached. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * The page and /config.json were loaded before the first worker existed, so it never saw them:
 * once it takes over it is asked to fetch and keep them (Workbox's CACHE_URLS message), and
 * the page reopens offline after this first visit already. The page goes as HTML, which the
 * worker's page route recognises (vite.config.ts). API answers need the app's headers and are
 * kept as the storefront asks for them under the worker.
 */
const keepFirstVisit = (workers: ServiceWorkerContainer, page: Window) => {
  workers.addEventListener(
    "controllerchange",
    () => {
      const shell = [page.location.href, { headers: { accept: "text/html" } }];
      workers.controller?.postMessage({
        type: "CACHE_URLS",
        payload: { urlsToCache: [shell, "/config.json"] },
      });
    },
    { once: true },
  );
};

/**
 * How long after `load` the worker is registered: its install downloads every script and style
 * of the build, and measured on a slowed phone (Lighthouse) registering at `load` itself added
 * about 100 ms of blocked main thread to the tickets page's first render.
 */
export const REGISTER_AFTER_LOAD_MS = 3000;

/**
 * Registers the worker that keeps opened tickets available offline, a little after the page has
 * loaded: it never competes with the page's own requests or first render. Browsers without
 * workers (or pages on an insecure origin) simply go without; a refused registration costs the
 * guest only the offline copy, so it is reported and nothing else happens.
 */
export const registerServiceWorker = (page: Window, reporter: ErrorReporter): void => {
  const workers = page.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (workers === undefined) return;
  const register = () => {
    if (workers.controller === null) keepFirstVisit(workers, page);
    workers.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      reporter.report("The service worker could not be registered", { error: String(error) });
    });
  };
  const registerSoon = () => {
    page.setTimeout(register, REGISTER_AFTER_LOAD_MS);
  };
  if (page.document.readyState === "complete") registerSoon();
  else page.addEventListener("load", registerSoon, { once: true });
};
