import { existsSync } from "node:fs";
import { join } from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  OVERLOAD_RETRY_AFTER_SECONDS,
  whenAdmitted,
  type Admission,
} from "../../shared/http/loadShedding.js";
import {
  freshNonce,
  isPage,
  pageNonces,
  type CspNonces,
} from "../../shared/http/securityHeaders.js";
import type { FirstAnswers } from "#contract/firstAnswers.js";
import type { FirstAnswersAtHand } from "./keptFirstAnswers.js";
import { keptOnServer, pageCacheControl } from "./pageCaching.js";
import { encodedPage } from "./compressedPage.js";
import { drawnPage, readPageBuild, undrawnPage, type PageRequest } from "./drawnPage.js";
import { keptPages } from "./keptPages.js";
import { pageKey } from "./pageKey.js";
import { pageLanguage } from "./pageLanguage.js";
import { gzippedPage, plainPage, templateOf, type PageTemplate } from "./pageTemplate.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers a page of its own (the mailbox's), never replaced by the app shell. */
    readonly ownDocument?: boolean;
  }
}

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

/** Whether the answer is a page this server draws: an HTML 200, not a route's own document. */
const drawnHere = (request: FastifyRequest, reply: FastifyReply): boolean =>
  reply.statusCode === 200 &&
  isPage(reply.getHeader("content-type")) &&
  request.routeOptions.config.ownDocument !== true;

/** The file's stream goes unread and its validators with it: the page sent is drawn here. */
const replaceFile = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (payload !== null && typeof payload === "object" && "destroy" in payload) {
    (payload as { destroy: () => void }).destroy();
  }
  reply
    .removeHeader("content-encoding")
    .removeHeader("content-length")
    .removeHeader("etag")
    .removeHeader("last-modified")
    .header("cache-control", pageCacheControl(request.url));
};

/**
 * A drawn page with this response's nonces in its holes: gzip, as its parts were compressed
 * once (pageTemplate.ts), for any browser (all take it); as it is for a client that takes none.
 */
const sendTemplate = (reply: FastifyReply, template: PageTemplate, acceptEncoding?: string) => {
  const { script, style } = pageNonces(reply);
  const values = [Buffer.from(script), Buffer.from(style)];
  if (negotiate(acceptEncoding ?? "", ["gzip"]) !== "gzip") return plainPage(template, values);
  reply.header("content-encoding", "gzip");
  return gzippedPage(template, values);
};

/** A page drawn for this response alone, compressed for it (compressedPage.ts). */
const sendEncoded = async (reply: FastifyReply, page: string, acceptEncoding?: string) => {
  const { body, encoding } = await encodedPage(page, acceptEncoding);
  if (encoding !== undefined) reply.header("content-encoding", encoding);
  return body;
};

/** Past the page admission: the page undrawn, as a 503 with Retry-After. */
const sendUndrawn = (reply: FastifyReply, undrawn: string, acceptEncoding?: string) => {
  reply.status(503).header("retry-after", String(OVERLOAD_RETRY_AFTER_SECONDS));
  return sendEncoded(reply, undrawn, acceptEncoding);
};

/**
 * The storefront's page, drawn on the server for every HTML answer of status 200 but a route's
 * own document: the built index.html with its host's brand, the answers to its first requests
 * and its first screen (drawnPage.ts), sent with this response's nonces (made by the security
 * headers, server/shared/http/securityHeaders.ts), so it is never the file (nor its
 * precompressed twin) from disk, and no shared cache may keep it: its nonces are one
 * response's, its answers one moment's. Without a built index.html in `staticDir` nothing is
 * drawn.
 *
 * A page is drawn with markers no text can hold where its nonces go, and kept so
 * (pageTemplate.ts, keptPages.ts) under all it is drawn from (pageKey.ts): its first answers,
 * had for every request (kept while still true, keptFirstAnswers.ts), tell whether the page kept
 * is still the page. A kept page is sent as it is, with this response's nonces in its holes; a
 * tickets page, a guest's own, is never kept (pageCaching.ts).
 *
 * Asking the first answers of this process's API and drawing the first screen is work like an
 * API request's, done only when `pageAdmission` lets it; sending a kept page whose answers are at
 * hand is not, and needs no admission. Past it, the page is sent without
 * its answers, as a 503 with Retry-After (so a crawler or a monitor knows it was shed): its
 * loader, then its script, draw it in the browser with its own calls, each admitted or not in
 * turn.
 *
 * Registered after the security headers, so its hook runs after theirs on the same answer.
 * True when pages are drawn.
 */
export const registerPageRendering = async (
  app: FastifyInstance,
  staticDir: string | undefined,
  pageAdmission: Admission | undefined,
  firstAnswers: FirstAnswersAtHand,
): Promise<boolean> => {
  const shellFile = staticDir === undefined ? undefined : join(staticDir, "index.html");
  if (shellFile === undefined || !existsSync(shellFile)) return false;
  const build = await readPageBuild(shellFile);
  // Unguessable, so no guest's text (an address, a name) is taken for one and given a nonce.
  const markers: CspNonces = { script: freshNonce(), style: freshNonce() };
  const kept = keptPages<PageTemplate>();
  /** The page kept for these answers, or drawn from them and offered to the keep when whole. */
  const keptOrDrawn = async (page: PageRequest & { address: URL }, answers: FirstAnswers) => {
    const key = pageKey(page.host, page.address, page.locale, answers);
    const keptTemplate = kept.get(key, Date.now());
    if (keptTemplate !== undefined) return keptTemplate;
    const drawn = await drawnPage(build, page, answers, markers);
    const template = await templateOf(drawn.html, [markers.script, markers.style]);
    if (drawn.whole) kept.offer(key, template, template.bytes, Date.now());
    return template;
  };
  /**
   * A page that may be kept: sent as kept when its answers cost no work here (kept and still
   * true, or another API's to admit: keptFirstAnswers.ts) and its page is kept, which needs no
   * admission; else its answers asked and the page drawn (or found kept by then) only when the
   * page admission lets it.
   */
  const sendKept = async (
    reply: FastifyReply,
    [page, request]: readonly [PageRequest & { address: URL }, FastifyRequest],
    acceptEncoding?: string,
  ) => {
    const answers = await firstAnswers.withoutAdmission(request, page.locale);
    const keptTemplate =
      answers === undefined
        ? undefined
        : kept.get(pageKey(page.host, page.address, page.locale, answers), Date.now());
    const template =
      keptTemplate ??
      (await whenAdmitted(
        pageAdmission,
        async () => keptOrDrawn(page, answers ?? (await firstAnswers.ask(request, page.locale))),
        () => undefined,
      ));
    return template === undefined
      ? sendUndrawn(reply, undrawnPage(build, page, pageNonces(reply)), acceptEncoding)
      : sendTemplate(reply, template, acceptEncoding);
  };
  /**
   * A page never kept (a guest's tickets): its answers asked and the page drawn only when the
   * page admission lets it, as before pages were kept, with this response's nonces, and
   * compressed for it alone, as cutting it for a keep would cost more than brotli does.
   */
  const sendUnkept = async (
    reply: FastifyReply,
    [page, request]: readonly [PageRequest, FastifyRequest],
    acceptEncoding?: string,
  ) => {
    const nonces = pageNonces(reply);
    const drawn = await whenAdmitted(
      pageAdmission,
      async () =>
        (await drawnPage(build, page, await firstAnswers.ask(request, page.locale), nonces)).html,
      () => undefined,
    );
    return drawn === undefined
      ? sendUndrawn(reply, undrawnPage(build, page, nonces), acceptEncoding)
      : sendEncoded(reply, drawn, acceptEncoding);
  };
  app.addHook("onSend", async (request, reply, payload) => {
    if (!drawnHere(request, reply)) return payload;
    replaceFile(request, reply, payload);
    // The page's language is chosen from these too (pageLanguage.ts).
    reply.header("vary", "accept-encoding, accept-language, cookie");
    const acceptEncoding = request.headers["accept-encoding"];
    const page: PageRequest = {
      host: request.headers.host ?? "",
      address: guestAddressOf(request),
      url: request.url,
      locale: pageLanguage(request),
      log: request.log,
    };
    const { address } = page;
    return address !== undefined && keptOnServer(request.url)
      ? sendKept(reply, [{ ...page, address }, request], acceptEncoding)
      : sendUnkept(reply, [page, request], acceptEncoding);
  });
  return true;
};
