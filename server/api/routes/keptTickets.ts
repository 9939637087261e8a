import type { FastifyInstance } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import * as texts from "../../../src/domain/texts.js";
import { visitCalendar } from "../../shared/documents/calendar/visitEvent.js";
import { documentCache, documentKey } from "../../shared/documents/documentCache.js";
import { notFound, type Failure } from "../core/failure.js";
import type { Admission } from "../../shared/http/loadShedding.js";
import { documentRoute, type DocumentAnswer, type RouteDeps } from "../http/route.js";
import { orderLinks, shopAddress } from "../mail/shopAddress.js";
import type { DownloadLimits } from "../../shared/documents/downloadLimits.js";
import { countDownload } from "../sales/documentDownloads.js";
import type { KeptOrder, KeptTicket } from "../../shared/documents/keptOrder.js";
import { keptOrder, keptTicket } from "../sales/keptTickets.js";
import { standingTickets } from "../sales/orderTickets.js";
import { ticketsDocumentFrom } from "../sales/ticketsDocument.js";
import { renderTicketsPdf } from "../../shared/documents/pdf/ticketsPdf.js";
import type { WalletPassSigning } from "../../shared/documents/wallet/passSigning.js";
import { buildPkpass } from "../../shared/documents/wallet/pkpass.js";

export interface KeptTicketsOptions {
  readonly signing: WalletPassSigning;
  readonly shopBase: () => string;
  /** DOCUMENT_DOWNLOADS_PER_ORDER and _PER_CLIENT: downloads served per window. */
  readonly downloadLimits: DownloadLimits;
  /** The documents' share of the requests at work (loadShedding.ts); undefined, no bound. */
  readonly admission: Admission | undefined;
}

/** A document found for a download: what is counted, and how it is made or found kept. */
interface FoundDocument {
  readonly orderConfirmation: string;
  readonly fileName: string;
  /** The kept copy's key (documentCache.ts); undefined for a file made afresh each time. */
  readonly keptAs: string | undefined;
  readonly make: () => Promise<Uint8Array>;
}

// A barcode is letters, digits and dashes; anything else must not reach a header.
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9-]/g, "_");

/** The order's tickets page, on the shop's address for the order's brand. */
const ticketsPageOf = (shopBase: string, order: KeptOrder): string =>
  orderLinks(shopAddress(shopBase, order.brand), order.orderConfirmation).viewTickets;

/**
 * The files a guest keeps from the tickets page: the tickets as a PDF, a wallet pass per
 * ticket, the visit's .ics, each in the language the order was bought in. Plain links open
 * them, so no appKey comes with them: the confirmation number alone names the order. A
 * download is counted once its order is found, and refused past its limits before anything is
 * made; a pass and a PDF are made once per order's version (and language) and kept, as signing
 * and drawing them are the costly part.
 */
export const registerKeptTickets = (
  app: FastifyInstance,
  deps: RouteDeps,
  options: KeptTicketsOptions,
) => {
  const cache = documentCache();
  const served =
    (now: Date, client: string) =>
    async (found: E.Either<Failure, FoundDocument>): Promise<E.Either<Failure, DocumentAnswer>> => {
      if (E.isLeft(found)) return found;
      const { orderConfirmation, fileName, keptAs, make } = found.right;
      const counted = await countDownload(
        deps.storage,
        { orderConfirmation, client, now },
        options.downloadLimits,
      );
      if (E.isLeft(counted)) return counted;
      const bytes = keptAs === undefined ? await make() : await cache.kept(keptAs, make);
      return E.right({ fileName, bytes });
    };

  documentRoute(
    app,
    deps,
    "ticketsPdf",
    async ({ query, now, request }) => {
      const rows = await standingTickets(deps.storage, query.orderConfirmation, null, null);
      const document = ticketsDocumentFrom(rows);
      const [first] = rows;
      if (document === undefined || first === undefined) return notFound(texts.noTicket);
      return served(
        now,
        request.ip,
      )(
        E.right({
          orderConfirmation: first.order_confirmation,
          fileName: `tickets-${String(document.orderId)}.pdf`,
          keptAs: documentKey("pdf", document),
          make: () => renderTicketsPdf(document),
        }),
      );
    },
    options.admission,
  );
  documentRoute(
    app,
    deps,
    "walletPass",
    async ({ query, now, request }) =>
      served(
        now,
        request.ip,
      )(
        pipe(
          await keptOrder(deps.storage, query.orderConfirmation),
          E.flatMap((order) =>
            E.map((ticket: KeptTicket) => ({ order, ticket }))(keptTicket(order, query.barcode)),
          ),
          E.map(({ order, ticket }) => {
            const pass = { ...ticket, guestName: order.guestName, orderId: order.orderId };
            return {
              orderConfirmation: order.orderConfirmation,
              fileName: `ticket-${safeFileName(ticket.barcode)}.pkpass`,
              keptAs: documentKey("pkpass", { pass, brand: order.brand, locale: order.locale }),
              make: () =>
                Promise.resolve(
                  buildPkpass(
                    pass,
                    order.brand,
                    options.signing.identity,
                    options.signing.credentials(),
                    now,
                    order.locale,
                  ),
                ),
            };
          }),
        ),
      ),
    options.admission,
  );
  // The calendar file is a few lines of text: made afresh, stamped with the time it is asked.
  documentRoute(
    app,
    deps,
    "calendar",
    async ({ query, now, request }) =>
      served(
        now,
        request.ip,
      )(
        E.map((order: KeptOrder) => ({
          orderConfirmation: order.orderConfirmation,
          fileName: `visit-${String(order.orderId)}.ics`,
          keptAs: undefined,
          make: () =>
            Promise.resolve(
              Buffer.from(visitCalendar(order, ticketsPageOf(options.shopBase(), order), now)),
            ),
        }))(await keptOrder(deps.storage, query.orderConfirmation)),
      ),
    options.admission,
  );
};
