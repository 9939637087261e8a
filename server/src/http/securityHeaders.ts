import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { firstAnswersFor } from "./firstAnswers.js";
import { loadFirstScreenRenderer, withFirstScreen } from "./firstScreen.js";
import { encodedPage } from "./compressedPage.js";
import { firstViewPicturesOf } from "./firstViewPictures.js";
import { readStyleSheets, withInlineStyles } from "./inlineStyles.js";
import { shellForHost, shellWithFirstPaint } from "./pageShell.js";
import { readBuildManifest, screenChunksOf, screenStylesOf } from "./screenPreloads.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers a page of its own (the mailbox's), never replaced by the app shell. */
    readonly ownDocument?: boolean;
  }
}

/** What Vite writes where the nonce goes (vite.config.ts `html.cspNonce`). */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";

/**
 * Scripts run only with this response's nonce, and what they insert themselves ('strict-dynamic'):
 * the entry module, the chunks and preload links Vite's loader adds with the nonce copied, and
 * the scripts a tenant configures in htmlHeader/htmlFooter, which the storefront inserts from
 * its own trusted script. 'self' is ignored where 'strict-dynamic' is understood; it lets a
 * browser of CSP level 2 still load the storefront's own chunks. Styles are the build's files,
 * written into the page with the response's style nonce (inlineStyles.ts), and no other
 * inline style runs. The beacon, the API and config.json are this server, hence 'self'.
 */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'strict-dynamic'", "'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  // The offline worker (/sw.js) and the brand's manifest are this server's files.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const isPage = (contentType: unknown): boolean =>
  typeof contentType === "string" && contentType.startsWith("text/html");

/**
 * Helmet's headers on every answer (the page, the assets, config.json, the API and its
 * failures), with a fresh script nonce per request. The built index.html is read once and sent
 * with this request's nonce in place of the placeholder and its host's brand filled in
 * (pageShell.ts), the answers to its first requests (firstAnswers.ts) and its style sheets
 * (inlineStyles.ts) written in, compressed for its browser (compressedPage.ts), so it is never
 * the file (nor its precompressed twin) from disk, and no shared cache may keep it: its nonce
 * is one response's, its answers one moment's.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<void> => {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // The same as frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: "deny" },
  });
  const shellFile = staticDir === undefined ? undefined : join(staticDir, "index.html");
  if (shellFile === undefined || !existsSync(shellFile)) return;
  const shell = await readFile(shellFile, "utf8");
  const manifest = await readBuildManifest(dirname(shellFile));
  const renderFirstScreen = await loadFirstScreenRenderer(dirname(shellFile));
  const styleSheets = await readStyleSheets(dirname(shellFile), manifest);
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !isPage(reply.getHeader("content-type"))) return payload;
    if (request.routeOptions.config.ownDocument === true) return payload;
    if (payload !== null && typeof payload === "object" && "destroy" in payload) {
      (payload as { destroy: () => void }).destroy();
    }
    reply
      .removeHeader("content-encoding")
      .removeHeader("content-length")
      .removeHeader("etag")
      .removeHeader("last-modified")
      .header("cache-control", "private, no-cache");
    const nonce = reply.cspNonce.script;
    const page = shellForHost(shell, request.headers.host ?? "").replaceAll(
      NONCE_PLACEHOLDER,
      nonce,
    );
    const answers = await firstAnswersFor(app, request);
    const address = new URL(request.url, "http://page.invalid");
    const painted = shellWithFirstPaint(page, {
      answers,
      screenScripts: screenChunksOf(manifest, address.pathname),
      screenStyles: screenStylesOf(manifest, address.pathname),
      pictures: firstViewPicturesOf(address, answers),
      nonce,
    });
    // The guest's address as their browser has it: its host picks the brand, as there.
    const host = request.headers.host ?? "";
    const drawn =
      renderFirstScreen === undefined
        ? painted
        : await withFirstScreen(
            painted,
            () => renderFirstScreen(new URL(request.url, `http://${host}`), answers),
            request.log,
          );
    const styled = withInlineStyles(drawn, styleSheets, reply.cspNonce.style);
    const { body, encoding } = await encodedPage(styled, request.headers["accept-encoding"]);
    if (encoding !== undefined) reply.header("content-encoding", encoding);
    reply.header("vary", "accept-encoding");
    return body;
  });
};
