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

/** Headers a proxy adds: a request that went through one came from wherever it came from. */
const FORWARDING = ["forwarded", "x-forwarded-for", "x-real-ip"];

/**
 * The mailbox holds every guest's mail, confirmation numbers included: it answers only this
 * machine, so a shop started with the defaults on a public address does not publish them. A
 * local reverse proxy makes every request look local, so anything forwarded is refused too.
 */
const fromThisMachine = async (request: FastifyRequest, reply: FastifyReply) => {
  const local =
    isIP(request.socket.remoteAddress ?? "") !== 0 &&
    LOOPBACK.has(request.socket.remoteAddress ?? "");
  if (!local || FORWARDING.some((name) => request.headers[name] !== undefined)) {
    await reply.status(404).send({ Code: WireCode.NotFound, message: "Not found." });
  }
};

/**
 * The embedded mailbox's pages (development only: they exist only when SMTP_URL is unset).
 * They are server pages, not the storefront's, so the app shell does not replace them.
 */
export const registerMailbox = (app: FastifyInstance, mailbox: Mailbox) => {
  // The guard is each route's own, so it holds for the route the router matched however its
  // path was spelled (percent-encoded, another case), and for HEAD as for GET.
  const config = { ownDocument: true };
  const guarded = { config, onRequest: fromThisMachine };
  const html = "text/html; charset=utf-8";
  app.get("/mailbox", guarded, (_request, reply) =>
    reply.type(html).header("cache-control", "no-store").send(mailboxListPage(mailbox.messages())),
  );
  app.get("/mailbox/mailbox.css", { onRequest: fromThisMachine }, (_request, reply) =>
    reply.type("text/css; charset=utf-8").send(mailboxCss),
  );
  app.get<{ Params: { id: string } }>("/mailbox/:id", guarded, (request, reply) => {
    const mail = mailbox.message(Number(request.params.id));
    if (mail === undefined) return reply.status(404).send(noSuchMessage);
    return reply.type(html).header("cache-control", "no-store").send(mailboxMessagePage(mail));
  });
  app.get<{ Params: { id: string } }>("/mailbox/:id/html", guarded, (request, reply) => {
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
