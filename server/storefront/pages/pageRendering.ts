import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  OVERLOAD_RETRY_AFTER_SECONDS,
  whenAdmitted,
  type Admission,
} from "../../shared/http/loadShedding.js";
import { isPage, pageNonces } from "../../shared/http/securityHeaders.js";
import type { FirstAnswersSource } from "./firstAnswers.js";
import { loadFirstScreenRenderer, withFirstScreen } from "./firstScreen.js";
import { pageCacheControl } from "./pageCaching.js";
import { encodedPage } from "./compressedPage.js";
import { firstViewPicturesOf } from "./firstViewPictures.js";
import { readStyleSheets, withInlineStyles } from "./inlineStyles.js";
import { languageAlternates, pageLanguage } from "./pageLanguage.js";
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
 * The page's address as the guest's browser has it: its host picks the brand, as there. A Host
 * header that names no address is a client's mistake (a scanner's, never a browser's), not
 * this server's: said at debug, and that page keeps its loader.
 */
const guestAddressOf = (request: FastifyRequest): URL | undefined => {
  const base = `http://${request.headers.host ?? ""}`;
  if (URL.canParse(request.url, base)) return new URL(request.url, base);
  request.log.debug("the Host header names no address: the page is sent with its loader");
  return undefined;
};

/**
 * The storefront's page, drawn on the server for every HTML answer of status 200 but a route's
 * own document. The built index.html is read once and sent with this request's nonce (made by
 * the security headers, server/shared/http/securityHeaders.ts) in place of the placeholder and its
 * host's brand filled in (pageShell.ts), the answers to its first requests (firstAnswers.ts)
 * and its style sheets (inlineStyles.ts) written in, compressed for its browser
 * (compressedPage.ts), so it is never the file (nor its precompressed twin) from disk, and no
 * shared cache may keep it: its nonces are one response's, its answers one moment's. Without a
 * built index.html in `staticDir` nothing is drawn.
 *
 * Asking the first answers and drawing the first screen is work like an API request's, done
 * only when `pageAdmission` lets it. Past it, the page is sent without them, as a 503 with
 * Retry-After (so a crawler or a monitor knows it was shed): its loader, then its script, draw
 * it in the browser with its own calls, each admitted or not in turn.
 *
 * Registered after the security headers, so its hook runs after theirs on the same answer.
 */
export const registerPageRendering = async (
  app: FastifyInstance,
  staticDir: string | undefined,
  pageAdmission: Admission | undefined,
  firstAnswers: FirstAnswersSource,
): Promise<void> => {
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
      .header("cache-control", pageCacheControl(request.url));
    const nonce = pageNonces(reply).script;
    const guestAddress = guestAddressOf(request);
    const locale = pageLanguage(request);
    const page = shellForHost(shell, request.headers.host ?? "", locale)
      .replaceAll(NONCE_PLACEHOLDER, nonce)
      .replace("</head>", () =>
        guestAddress === undefined ? "</head>" : `${languageAlternates(guestAddress)}</head>`,
      );
    const drawn = await whenAdmitted(
      pageAdmission,
      async () => {
        const answers = await firstAnswers(request, locale);
        const address = new URL(request.url, "http://page.invalid");
        const painted = shellWithFirstPaint(page, {
          answers,
          screenScripts: screenChunksOf(manifest, address.pathname),
          screenStyles: screenStylesOf(manifest, address.pathname),
          pictures: firstViewPicturesOf(address, answers),
          nonce,
        });
        return renderFirstScreen === undefined || guestAddress === undefined
          ? painted
          : await withFirstScreen(
              painted,
              () => renderFirstScreen(guestAddress, answers, locale),
              request.log,
            );
      },
      () => undefined,
    );
    if (drawn === undefined) {
      reply.status(503).header("retry-after", String(OVERLOAD_RETRY_AFTER_SECONDS));
    }
    const styled = withInlineStyles(drawn ?? page, styleSheets, pageNonces(reply).style);
    const { body, encoding } = await encodedPage(styled, request.headers["accept-encoding"]);
    if (encoding !== undefined) reply.header("content-encoding", encoding);
    // The page's language is chosen from these too (pageLanguage.ts).
    reply.header("vary", "accept-encoding, accept-language, cookie");
    return body;
  });
};
