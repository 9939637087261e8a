import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { firstAnswersFor, type FirstAnswersSource } from "./firstAnswers.js";
import { loadFirstScreenRenderer, withFirstScreen } from "./firstScreen.js";
import { pageCacheControl } from "./pageCaching.js";
import { encodedPage } from "./compressedPage.js";
import { OVERLOAD_RETRY_AFTER_SECONDS, whenAdmitted, type Admission } from "./loadShedding.js";
import { firstViewPicturesOf } from "./firstViewPictures.js";
import { readStyleSheets, withInlineStyles } from "./inlineStyles.js";
import { shellForHost, shellWithFirstPaint } from "./pageShell.js";
import { readBuildManifest, screenChunksOf, screenStylesOf } from "./screenPreloads.js";

interface CspNonces {
  readonly script: string;
  readonly style: string;
}

declare module "fastify" {
  interface FastifyReply {
    /** This page's nonces, once made (null on every answer that is not a page). */
    cspNonce: CspNonces | null;
  }
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
 * written into a page with its style nonce (inlineStyles.ts), and no other inline style runs.
 * The beacon, the API and config.json are this server, hence 'self'.
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

const helmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginOpenerPolicy: { policy: "same-origin" },
  // The same as frame-ancestors 'none', for browsers that predate it.
  xFrameOptions: { action: "deny" },
} as const;

// Helmet reads the request only for directives given as functions, and ours are all lists.
const NO_REQUEST = Object.create(null) as IncomingMessage;

/** The headers Helmet sets with `options`, read once from a response that records them. */
const helmetHeaders = (options: HelmetOptions): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  // Helmet (8.1 on) throws what it cannot build, so `next` only ever hears success.
  helmet(options)(NO_REQUEST, recorder as unknown as ServerResponse, () => undefined);
  return headers;
};

/**
 * Every answer's headers, worked out once: Helmet builds them anew on every request, and a
 * JSON answer, an asset or a refusal runs no script, so its policy needs no nonce.
 */
const SECURITY_HEADERS = {
  ...helmetHeaders(helmetOptions),
  // The shop uses no camera, microphone, location, USB or Payment Request: a script that got in
  // (a vendor's, say) gets none of them either.
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

const SCRIPT_NONCE = "__SCRIPT_NONCE__";
const STYLE_NONCE = "__STYLE_NONCE__";
const policyOf = (headers: Readonly<Record<string, string>>): string => {
  const policy = headers["content-security-policy"];
  if (policy === undefined) throw new Error("Helmet set no Content-Security-Policy");
  return policy;
};

/** Every answer's policy, until a page's nonces or the route's own policy replace it. */
const ANSWER_POLICY = policyOf(SECURITY_HEADERS);

/**
 * A page that set a policy of its own keeps it: the mailbox's message, a mail's HTML drawn in a
 * sandboxed frame of the mailbox's page, runs no script and needs its inline styles.
 */
const setsOwnPolicy = (reply: FastifyReply): boolean =>
  reply.getHeader("content-security-policy") !== ANSWER_POLICY;

/** The page's policy: the same, with this response's nonces for scripts and styles. */
const PAGE_POLICY = policyOf(
  helmetHeaders({
    ...helmetOptions,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...directives,
        scriptSrc: [...directives.scriptSrc, `'nonce-${SCRIPT_NONCE}'`],
        styleSrc: [...directives.styleSrc, `'nonce-${STYLE_NONCE}'`],
      },
    },
  }),
);

const freshNonce = () => randomBytes(16).toString("hex");

/** The page's nonces, made on first use and written into its policy. */
const pageNonces = (reply: FastifyReply): CspNonces => {
  if (reply.cspNonce !== null) return reply.cspNonce;
  const nonces = { script: freshNonce(), style: freshNonce() };
  reply.cspNonce = nonces;
  reply.header(
    "content-security-policy",
    PAGE_POLICY.replace(SCRIPT_NONCE, nonces.script).replace(STYLE_NONCE, nonces.style),
  );
  return nonces;
};

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
 * Helmet's headers on every answer (the page, the assets, config.json, the API and its
 * failures); an HTML page gets fresh script and style nonces per response. The built index.html
 * is read once and sent with this request's nonce in place of the placeholder and its host's
 * brand filled in (pageShell.ts), the answers to its first requests (firstAnswers.ts) and its
 * style sheets (inlineStyles.ts) written in, compressed for its browser (compressedPage.ts),
 * so it is never the file (nor its precompressed twin) from disk, and no shared cache may keep
 * it: its nonces are one response's, its answers one moment's.
 *
 * Asking the first answers and drawing the first screen is work like an API request's, done
 * only when `pageAdmission` lets it. Past it, the page is sent without them, as a 503 with
 * Retry-After (so a crawler or a monitor knows it was shed): its loader, then its script, draw
 * it in the browser with its own calls, each admitted or not in turn.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  staticDir: string | undefined,
  pageAdmission?: Admission,
  firstAnswers: FirstAnswersSource = (request) => firstAnswersFor(app, request),
): Promise<void> => {
  app.decorateReply("cspNonce", null);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (isPage(reply.getHeader("content-type")) && !setsOwnPolicy(reply)) pageNonces(reply);
    done(null, payload);
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
      .header("cache-control", pageCacheControl(request.url));
    const nonce = pageNonces(reply).script;
    const page = shellForHost(shell, request.headers.host ?? "").replaceAll(
      NONCE_PLACEHOLDER,
      nonce,
    );
    const drawn = await whenAdmitted(
      pageAdmission,
      async () => {
        const answers = await firstAnswers(request);
        const address = new URL(request.url, "http://page.invalid");
        const painted = shellWithFirstPaint(page, {
          answers,
          screenScripts: screenChunksOf(manifest, address.pathname),
          screenStyles: screenStylesOf(manifest, address.pathname),
          pictures: firstViewPicturesOf(address, answers),
          nonce,
        });
        const guestAddress = guestAddressOf(request);
        return renderFirstScreen === undefined || guestAddress === undefined
          ? painted
          : await withFirstScreen(
              painted,
              () => renderFirstScreen(guestAddress, answers),
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
    reply.header("vary", "accept-encoding");
    return body;
  });
};
