import type { FastifyRequest } from "fastify";

const EMAIL = /([^/?&=\s]+)(@|%40)([^/?&=\s]+)/gi;

/** Masks the local part of every e-mail address in a URL (order search carries one). */
export const maskEmails = (text: string): string =>
  text.replace(
    EMAIL,
    (_match, local: string, at: string, domain: string) => `${local.slice(0, 1)}***${at}${domain}`,
  );

/**
 * What a request log line holds. Bodies are never logged (they carry card numbers, CVVs and
 * e-mail addresses), and URLs are logged with e-mail addresses masked.
 */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: maskEmails(request.url),
  host: request.hostname,
  remoteAddress: request.ip,
});
