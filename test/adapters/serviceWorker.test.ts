import { describe, expect, it } from "vitest";
import {
  REGISTER_AFTER_LOAD_MS,
  registerServiceWorker,
  SERVICE_WORKER_URL,
} from "../../src/adapters/browser/serviceWorker.js";
import type { ErrorReporter } from "../../src/ports/errorReporter.js";

/** A page and its service-worker container, with what was registered, posted and reported. */
const fakePage = (options: { loaded: boolean; controlled: boolean; refuse?: Error }) => {
  const registered: string[] = [];
  const posted: unknown[] = [];
  const reported: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const workers = Object.assign(new EventTarget(), {
    controller: options.controlled
      ? { postMessage: (message: unknown) => posted.push(message) }
      : null,
    register: (url: string) => {
      registered.push(url);
      return options.refuse === undefined ? Promise.resolve({}) : Promise.reject(options.refuse);
    },
  });
  const page = Object.assign(new EventTarget(), {
    navigator: { serviceWorker: workers },
    document: { readyState: options.loaded ? "complete" : "interactive" },
    location: { href: "https://sn.example/view-tickets?orderConfirmation=ABC" },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  /** Runs the timeouts set so far, as the browser does once their delay has passed. */
  const elapse = () => {
    for (const timer of timers.splice(0)) timer.run();
  };
  const reporter: ErrorReporter = { report: (message) => reported.push(message) };
  /** The worker takes over the page, as clientsClaim does on its first activation. */
  const takeOver = () => {
    workers.controller = { postMessage: (message: unknown) => posted.push(message) };
    workers.dispatchEvent(new Event("controllerchange"));
  };
  return {
    page: page as unknown as Window,
    reporter,
    registered,
    posted,
    reported,
    takeOver,
    timers,
    elapse,
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("registering the offline worker", () => {
  it("the worker is registered a little after the page has loaded, never before", () => {
    const fake = fakePage({ loaded: false, controlled: false });
    registerServiceWorker(fake.page, fake.reporter);
    fake.elapse();
    expect(fake.registered).toEqual([]);
    fake.page.dispatchEvent(new Event("load"));
    expect(fake.registered).toEqual([]);
    expect(fake.timers.map((timer) => timer.ms)).toEqual([REGISTER_AFTER_LOAD_MS]);
    fake.elapse();
    expect(fake.registered).toEqual([SERVICE_WORKER_URL]);
  });

  it("a page that has loaded already registers it after the same delay", () => {
    const fake = fakePage({ loaded: true, controlled: true });
    registerServiceWorker(fake.page, fake.reporter);
    expect(fake.registered).toEqual([]);
    expect(fake.timers.map((timer) => timer.ms)).toEqual([REGISTER_AFTER_LOAD_MS]);
    fake.elapse();
    expect(fake.registered).toEqual([SERVICE_WORKER_URL]);
  });

  it("a refused registration is reported and nothing else happens", async () => {
    const fake = fakePage({ loaded: true, controlled: false, refuse: new Error("insecure") });
    registerServiceWorker(fake.page, fake.reporter);
    fake.elapse();
    await settle();
    expect(fake.reported).toEqual(["The service worker could not be registered"]);
  });

  it("a browser without service workers goes without, silently", () => {
    const fake = fakePage({ loaded: true, controlled: false });
    const bare = Object.assign(fake.page, { navigator: {} });
    expect(() => {
      registerServiceWorker(bare, fake.reporter);
      fake.elapse();
    }).not.toThrow();
    expect(fake.registered).toEqual([]);
  });

  it("on the first visit the worker, once it takes over, is asked to keep this page as HTML and the configuration", () => {
    const fake = fakePage({ loaded: true, controlled: false });
    registerServiceWorker(fake.page, fake.reporter);
    fake.elapse();
    fake.takeOver();
    expect(fake.posted).toEqual([
      {
        type: "CACHE_URLS",
        payload: {
          urlsToCache: [
            [
              "https://sn.example/view-tickets?orderConfirmation=ABC",
              { headers: { accept: "text/html" } },
            ],
            "/config.json",
          ],
        },
      },
    ]);
  });

  it("a page the worker runs already asks it for nothing: it saw the page's requests", () => {
    const fake = fakePage({ loaded: true, controlled: true });
    registerServiceWorker(fake.page, fake.reporter);
    fake.elapse();
    fake.takeOver();
    expect(fake.posted).toEqual([]);
  });
});
