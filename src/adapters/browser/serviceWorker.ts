import type { ErrorReporter } from "../../ports/errorReporter.js";

/** Where the build writes the worker (vite.config.ts) and the server serves it uncached. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the worker that keeps opened tickets available offline, once the page has loaded:
 * it never competes with the page's own requests. Browsers without workers (or pages on an
 * insecure origin) simply go without; a refused registration costs the guest only the offline
 * copy, so it is reported and nothing else happens.
 */
export const registerServiceWorker = (page: Window, reporter: ErrorReporter): void => {
  const workers = page.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (workers === undefined) return;
  const register = () => {
    workers.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      reporter.report("The service worker could not be registered", { error: String(error) });
    });
  };
  if (page.document.readyState === "complete") register();
  else page.addEventListener("load", register, { once: true });
};
