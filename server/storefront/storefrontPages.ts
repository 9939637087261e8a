import { existsSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Admission } from "../shared/http/loadShedding.js";
import { noSuchRoute } from "../shared/http/serverApp.js";
import type { FirstAnswersAtHand } from "./pages/keptFirstAnswers.js";
import { registerPageRendering } from "./pages/pageRendering.js";
import { registerWebManifest } from "./routes/webManifest.js";

export interface StorefrontPages {
  /** The built storefront (Vite's `dist/`), served with history-API fallback when present. */
  readonly staticDir: string | undefined;
  /** Where a page's first answers come from (firstAnswersFor, kept: keptFirstAnswers.ts). */
  readonly firstAnswers: FirstAnswersAtHand;
  /** Drawn pages' share of the requests at work (loadShedding.ts); undefined, no bound. */
  readonly pageAdmission: Admission | undefined;
}

/** The offline worker the build writes (vite.config.ts) and the storefront registers. */
const SERVICE_WORKER_PATH = "/sw.js";

const isApiPath = (url: string): boolean => url.startsWith("/api/");

/**
 * A page of the storefront's router, answered with the app shell. A missing file (a script
 * chunk of an older build, an image) is a 404, never HTML the browser would try to run.
 */
const isPagePath = (url: string): boolean => {
  const path = url.split("?")[0] ?? "";
  return !isApiPath(path) && !/\.[a-z0-9]+$/i.test(path);
};

/**
 * The build's files. With pages drawn, `/` is a page like any other (answered below), not the
 * file: a drawn page is made from index.html as read at start, so no request reads it again.
 */
const registerBuiltFiles = async (app: FastifyInstance, staticDir: string, drawn: boolean) => {
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    preCompressed: true,
    ...(drawn ? { index: false } : {}),
  });
  app.addHook("onSend", async (request, reply) => {
    if (isApiPath(request.url) || reply.statusCode !== 200) return;
    // The same URL is sent brotli, gzip or plain: a shared cache must key on the encoding (and
    // a drawn page on its language too, which its renderer says).
    if (!reply.hasHeader("vary")) reply.header("vary", "accept-encoding");
    // Vite names every file under /assets/ after a hash of its content: a browser may keep it
    // for good. index.html and the images keep the default and are revalidated.
    if (request.url.startsWith("/assets/")) {
      reply.header("cache-control", "public, max-age=31536000, immutable");
    }
    // The offline worker names no hash: a new deploy's must reach the browser at once.
    if (request.url === SERVICE_WORKER_PATH) reply.header("cache-control", "no-cache");
  });
};

/**
 * The storefront's pages on `app`, whichever API answers behind it: the built files, each page
 * drawn on the server with its first answers, the brand's web manifest, and the app shell for
 * any page path of the router. Any other path is the contract's 404.
 */
export const registerStorefrontPages = async (app: FastifyInstance, pages: StorefrontPages) => {
  const drawn = await registerPageRendering(
    app,
    pages.staticDir,
    pages.pageAdmission,
    pages.firstAnswers,
  );
  registerWebManifest(app);
  const staticDir =
    pages.staticDir !== undefined && existsSync(pages.staticDir) ? pages.staticDir : undefined;
  if (staticDir !== undefined) await registerBuiltFiles(app, staticDir, drawn);
  app.setNotFoundHandler((request, reply) => {
    // HEAD asks what GET would answer (a monitor's or a link checker's question), without it.
    const asksPage = request.method === "GET" || request.method === "HEAD";
    if (staticDir !== undefined && asksPage && isPagePath(request.url)) {
      // A page to draw: the drawing (pageRendering.ts) writes it in place of this empty one.
      return drawn ? reply.type("text/html; charset=utf-8").send("") : reply.sendFile("index.html");
    }
    return noSuchRoute(request, reply);
  });
};
