import { isIP } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { WireCode } from "#contract/failure.js";
import type { Mailbox } from "../mail/mailbox.js";
import {
  mailboxCss,
  mailboxListPage,
  mailboxMessagePage,
  messageDocument,
  messageDocumentCsp,
} from "../mail/mailboxPages.js";

const noSuchMessage = { Code: WireCode.NotFound, message: "No such message in the mailbox." };

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The mailbox holds every guest's mail, confirmation numbers included: it answers only this
 * machine, so a shop started with the defaults on a public address does not publish them.
 */
const fromThisMachine = async (request: FastifyRequest, reply: FastifyReply) => {
  if (isIP(request.ip) === 0 || !LOOPBACK.has(request.ip)) {
    await reply.status(404).send({ Code: WireCode.NotFound, message: "Not found." });
  }
};

/**
 * The embedded mailbox's pages (development only: they exist only when SMTP_URL is unset).
 * They are server pages, not the storefront's, so the app shell does not replace them.
 */
export const registerMailbox = (app: FastifyInstance, mailbox: Mailbox) => {
  const config = { ownDocument: true };
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/mailbox")) await fromThisMachine(request, reply);
  });
  const html = "text/html; charset=utf-8";
  app.get("/mailbox", { config }, (_request, reply) =>
    reply.type(html).header("cache-control", "no-store").send(mailboxListPage(mailbox.messages())),
  );
  app.get("/mailbox/mailbox.css", (_request, reply) =>
    reply.type("text/css; charset=utf-8").send(mailboxCss),
  );
  app.get<{ Params: { id: string } }>("/mailbox/:id", { config }, (request, reply) => {
    const mail = mailbox.message(Number(request.params.id));
    if (mail === undefined) return reply.status(404).send(noSuchMessage);
    return reply.type(html).header("cache-control", "no-store").send(mailboxMessagePage(mail));
  });
  app.get<{ Params: { id: string } }>("/mailbox/:id/html", { config }, (request, reply) => {
    const mail = mailbox.message(Number(request.params.id));
    if (mail === undefined) return reply.status(404).send(noSuchMessage);
    return reply
      .type(html)
      .header("cache-control", "no-store")
      .header("content-security-policy", messageDocumentCsp)
      .header("x-frame-options", "SAMEORIGIN")
      .send(messageDocument(mail));
  });
};
