import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** A page's nonces: one for its scripts, one for its inline styles. */
export interface CspNonces {
  readonly script: string;
  readonly style: string;
}

declare module "fastify" {
  interface FastifyReply {
    /** This page's nonces, once made (null on every answer that is not a page). */
    cspNonce: CspNonces | null;
  }
}

/**
 * Scripts run only with this response's nonce, and what they insert themselves ('strict-dynamic'):
 * the entry module, the chunks and preload links Vite's loader adds with the nonce copied, and
 * the scripts a tenant configures in htmlHeader/htmlFooter, which the storefront inserts from
 * its own trusted script. 'self' is ignored where 'strict-dynamic' is understood; it lets a
 * browser of CSP level 2 still load the storefront's own chunks. Styles are the build's files,
 * written into a page with its style nonce (server/storefront/pages/inlineStyles.ts), and no other
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

/** An HTML answer: a page, which gets nonces (and, of status 200, is drawn: server/storefront/pages). */
export const isPage = (contentType: unknown): boolean =>
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

/** A nonce no one can guess: 128 random bits, as hex. */
export const freshNonce = (): string => randomBytes(16).toString("hex");

/** The page's nonces, made on first use and written into its policy. */
export const pageNonces = (reply: FastifyReply): CspNonces => {
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
 * Helmet's headers on every answer (the page, the assets, config.json, the API and its
 * failures); an HTML page gets fresh script and style nonces per response, unless its route set
 * a policy of its own. The page itself is drawn in server/storefront/pages (pageRendering.ts), which
 * writes these nonces into it.
 */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.decorateReply("cspNonce", null);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (isPage(reply.getHeader("content-type")) && !setsOwnPolicy(reply)) pageNonces(reply);
    done(null, payload);
  });
};
