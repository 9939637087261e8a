import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { appKeyFor } from "#contract/appKey.js";
import { WireCode } from "#contract/failure.js";
import { routes } from "#contract/routes.js";
import { resolveBrand, type Brand } from "../../../src/domain/brand.js";
import type { Locale } from "../../../src/domain/locale.js";
import type { Ticket } from "../../../src/domain/order.js";
import { tellsTheVisit } from "../../../src/domain/ticketFacts.js";
import { tenantOf } from "../../../src/domain/tenant.js";
import { describeDecodeErrors } from "../../shared/decodeFailure.js";
import { visitCalendar } from "../../shared/documents/calendar/visitEvent.js";
import { documentCache, documentKey } from "../../shared/documents/documentCache.js";
import type { DownloadLimits } from "../../shared/documents/downloadLimits.js";
import type { KeptOrder, KeptTicket } from "../../shared/documents/keptOrder.js";
import { renderTicketsPdf } from "../../shared/documents/pdf/ticketsPdf.js";
import type { PassTicket } from "../../shared/documents/wallet/passJson.js";
import type { WalletPassSigning } from "../../shared/documents/wallet/passSigning.js";
import { buildPkpass } from "../../shared/documents/wallet/pkpass.js";
import {
  OVERLOAD_RETRY_AFTER_SECONDS,
  whenAdmitted,
  type Admission,
} from "../../shared/http/loadShedding.js";
import { downloadCounts } from "../downloadCounts.js";
import { pageLanguage } from "../pages/pageLanguage.js";
import { askApi, forwardedFor, passedOn, unreachable, type ApiAnswer } from "../ticketingApi.js";
import { viewTicketsPath } from "../../../src/domain/pagePaths.js";

export interface TicketDocumentsOptions {
  readonly api: string;
  readonly signing: WalletPassSigning;
  readonly downloadLimits: DownloadLimits;
  /** The documents' share of the requests at work (loadShedding.ts); undefined, no bound. */
  readonly admission: Admission | undefined;
  readonly now: () => Date;
}

/** A guest waits on a download: the tickets' answer gets as long as any call of the page. */
const TICKETS_TIMEOUT_MS = 10_000;

/** A document made, or the answer that says why not (the API's own, or this server's). */
type Made =
  | { readonly kind: "file"; readonly fileName: string; readonly bytes: Uint8Array }
  | { readonly kind: "refused"; readonly send: (reply: FastifyReply) => FastifyReply };

const refused = (status: number, Code: number, message: string, retryAfter?: number): Made => ({
  kind: "refused",
  send: (reply) => {
    if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
    return reply.status(status).send({ Code, message });
  },
});

const fromApi = (answer: ApiAnswer | undefined): Made => ({
  kind: "refused",
  send: (reply) => (answer === undefined ? unreachable(reply) : passedOn(reply, answer)),
});

// A barcode is letters, digits and dashes; anything else must not reach a header.
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9-]/g, "_");

/** The fields of a ticket that were sent, under the names a pass gives them. */
const passTicketOf = (ticket: Ticket): PassTicket => ({
  ...(ticket.ticketId === undefined ? {} : { ticketId: ticket.ticketId }),
  barcode: ticket.barcode,
  productName: ticket.name,
  ...(ticket.discountName === undefined ? {} : { ticketType: ticket.discountName }),
  ...(ticket.visitDate === undefined ? {} : { visitDate: ticket.visitDate }),
  ...(ticket.startTime === undefined ? {} : { startTime: ticket.startTime }),
  ...(ticket.endTime === undefined ? {} : { endTime: ticket.endTime }),
  ...(ticket.guestName === undefined ? {} : { guestName: ticket.guestName.trim() }),
  ...(ticket.orderId === undefined ? {} : { orderId: ticket.orderId }),
});

/** The visit as a calendar knows it, in `locale`, when the tickets tell it (tellsTheVisit). */
const visitOf = (
  tickets: readonly Ticket[],
  orderConfirmation: string,
  brand: Brand,
  locale: Locale,
): KeptOrder | undefined => {
  if (!tellsTheVisit(tickets)) return undefined;
  const [first, ...rest] = tickets.map((ticket): KeptTicket => ({
    barcode: ticket.barcode,
    productName: ticket.name,
    ticketType: ticket.discountName ?? "",
    visitDate: ticket.visitDate,
    startTime: ticket.startTime ?? null,
    endTime: ticket.endTime ?? null,
  }));
  const [order] = tickets;
  if (first === undefined || order === undefined) return undefined;
  return {
    orderId: order.orderId,
    orderConfirmation,
    guestName: order.guestName?.trim() ?? "",
    brand,
    tickets: [first, ...rest],
    locale,
  };
};

/**
 * The tickets of view-tickets, asked of the API as the guest would ask them: their brand's
 * appKey (a plain link carries none), their address, so the API's guess throttle counts a
 * wrong confirmation number against them, and their language, which an API that has the
 * venue's words in it answers them in. Any answer but a list of tickets is passed on.
 */
const ticketsOf = async (
  api: string,
  request: FastifyRequest,
  orderConfirmation: string,
  locale: Locale,
): Promise<E.Either<Made, readonly Ticket[]>> => {
  const brand = resolveBrand(request.headers.host ?? "");
  const answer = await askApi(
    api,
    `${routes.viewTickets.path}?orderConfirmation=${encodeURIComponent(orderConfirmation)}`,
    {
      ...forwardedFor(request),
      appKey: appKeyFor(tenantOf(brand.key), "general"),
      "accept-language": locale,
    },
    TICKETS_TIMEOUT_MS,
  );
  if (answer?.status !== 200) return E.left(fromApi(answer));
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    body = undefined;
  }
  const read = routes.viewTickets.reading.decode(body);
  if (E.isLeft(read)) {
    request.log.warn("view-tickets answered what is not a list of tickets: no document made");
    return E.left(refused(502, 502, "The ticketing API's answer could not be read."));
  }
  if (read.right.length === 0) return E.left(refused(404, WireCode.NotFound, "No tickets found."));
  return E.right(read.right);
};

/** The guest's tickets page on the host they asked from, for the calendar event's link. */
const ticketsPageOf = (request: FastifyRequest, orderConfirmation: string): string =>
  `${request.protocol}://${request.host}${viewTicketsPath(orderConfirmation)}`;

/**
 * The tickets' documents (PDF, Wallet pass, calendar file) made by this server from the API's
 * view-tickets answer, at the paths the reference API serves them: any API that answers the
 * spec's view-tickets gets them, each showing what its tickets say. The spec's API does not say
 * what language an order was bought in: a document is made in the guest's as they ask for it,
 * as their page's is chosen (`?lang=`, their kept choice, Accept-Language). A download is
 * counted once its tickets are found, and a PDF or pass is made once per version of what it
 * shows.
 */
export const registerTicketDocuments = (app: FastifyInstance, options: TicketDocumentsOptions) => {
  const cache = documentCache();
  const counts = downloadCounts(options.downloadLimits);

  const documentRoute = <Q>(
    name: "ticketsPdf" | "walletPass" | "calendar",
    query: t.Decoder<unknown, Q & { readonly orderConfirmation: string }>,
    make: (
      query: Q & { readonly orderConfirmation: string },
      tickets: readonly Ticket[],
      request: FastifyRequest,
      locale: Locale,
    ) => Promise<Made>,
  ) => {
    const { path, document } = routes[name];
    app.get(path, async (request, reply) => {
      const decoded = query.decode(request.query);
      if (E.isLeft(decoded)) {
        return reply.status(400).send({
          Code: WireCode.InvalidRequest,
          message: describeDecodeErrors("query", decoded.left),
        });
      }
      const orderConfirmation = decoded.right.orderConfirmation.trim();
      const locale = pageLanguage(request);
      const made = await whenAdmitted(
        options.admission,
        async (): Promise<Made> => {
          const tickets = await ticketsOf(options.api, request, orderConfirmation, locale);
          if (E.isLeft(tickets)) return tickets.left;
          const waitMs = counts.count(orderConfirmation, request.ip, options.now());
          if (waitMs !== undefined) {
            const seconds = Math.max(1, Math.ceil(waitMs / 1000));
            return refused(
              429,
              WireCode.TooManyAttempts,
              `These tickets have been downloaded too many times for now. Try again in ${String(seconds)} seconds.`,
              seconds,
            );
          }
          return make(decoded.right, tickets.right, request, locale);
        },
        () =>
          refused(
            503,
            WireCode.ServerBusy,
            "The server is busy right now. Please ask again after Retry-After.",
            OVERLOAD_RETRY_AFTER_SECONDS,
          ),
      );
      if (made.kind === "refused") return made.send(reply);
      return (
        reply
          .type(document.contentType)
          .header("content-disposition", `attachment; filename="${made.fileName}"`)
          // A guest's tickets, on a computer others may use after them: no cache keeps a copy.
          .header("cache-control", "no-store")
          .send(Buffer.from(made.bytes))
      );
    });
  };

  documentRoute(
    "ticketsPdf",
    routes.ticketsPdf.query,
    async ({ orderConfirmation }, tickets, request, locale) => {
      const made = { brand: resolveBrand(request.headers.host ?? ""), tickets, locale };
      return {
        kind: "file",
        fileName: `tickets-${safeFileName(orderConfirmation)}.pdf`,
        bytes: await cache.kept(documentKey("pdf", made), () => renderTicketsPdf(made)),
      };
    },
  );

  documentRoute(
    "walletPass",
    routes.walletPass.query,
    async ({ barcode }, tickets, request, locale) => {
      const ticket = tickets.find((candidate) => candidate.barcode === barcode.trim());
      if (ticket === undefined)
        return refused(404, WireCode.NotFound, "No ticket with this barcode.");
      const pass = passTicketOf(ticket);
      const brand = resolveBrand(request.headers.host ?? "");
      const now = options.now();
      return {
        kind: "file",
        fileName: `ticket-${safeFileName(ticket.barcode)}.pkpass`,
        bytes: await cache.kept(documentKey("pkpass", { pass, brand: brand.key, locale }), () =>
          Promise.resolve(
            buildPkpass(
              pass,
              brand,
              options.signing.identity,
              options.signing.credentials(),
              now,
              locale,
            ),
          ),
        ),
      };
    },
  );

  // The calendar file is a few lines of text: made afresh, stamped with the time it is asked.
  documentRoute(
    "calendar",
    routes.calendar.query,
    ({ orderConfirmation }, tickets, request, locale) => {
      const visit = visitOf(
        tickets,
        orderConfirmation,
        resolveBrand(request.headers.host ?? ""),
        locale,
      );
      if (visit === undefined) {
        return Promise.resolve(
          refused(
            404,
            WireCode.NotFound,
            "These tickets do not say their visit day and order, so no calendar event can be made.",
          ),
        );
      }
      return Promise.resolve({
        kind: "file",
        fileName: `visit-${String(visit.orderId)}.ics`,
        bytes: Buffer.from(
          visitCalendar(visit, ticketsPageOf(request, orderConfirmation), options.now()),
        ),
      });
    },
  );
};
