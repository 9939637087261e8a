import type { FastifyInstance } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import { texts } from "../../../src/domain/errors.js";
import { visitCalendar } from "../calendar/visitEvent.js";
import { notFound } from "../http/failure.js";
import { documentRoute, type RouteDeps } from "../http/route.js";
import { orderLinks, shopAddress } from "../mail/shopAddress.js";
import { keptOrder, keptTicket, type KeptOrder, type KeptTicket } from "../sales/keptTickets.js";
import { ticketsDocumentOf } from "../tickets/ticketsDocument.js";
import { renderTicketsPdf } from "../tickets/ticketsPdf.js";
import type { PassCredentials } from "../wallet/passCredentials.js";
import type { PassIdentity } from "../wallet/passJson.js";
import { buildPkpass } from "../wallet/pkpass.js";

/** Who signs the passes; the credentials are read or made once, when first needed. */
export interface WalletPassSigning {
  readonly identity: PassIdentity;
  readonly credentials: () => PassCredentials;
}

// A barcode is letters, digits and dashes; anything else must not reach a header.
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9-]/g, "_");

/** The order's tickets page, on the shop's address for the order's brand. */
const ticketsPageOf = (shopBase: string, order: KeptOrder): string =>
  orderLinks(shopAddress(shopBase, order.brand), order.orderConfirmation).viewTickets;

/**
 * The files a guest keeps from the tickets page: the tickets as a PDF, a wallet pass per
 * ticket, the visit's .ics. Plain links open them, so no appKey comes with them: the
 * confirmation number alone names the order.
 */
export const registerKeptTickets = (
  app: FastifyInstance,
  deps: RouteDeps,
  options: { readonly signing: WalletPassSigning; readonly shopBase: () => string },
) => {
  documentRoute(app, deps, "ticketsPdf", async ({ query }) => {
    const document = await ticketsDocumentOf(deps.storage, query.orderConfirmation);
    if (document === undefined) return notFound(texts.noTicket);
    return E.right({
      fileName: `tickets-${String(document.orderId)}.pdf`,
      bytes: await renderTicketsPdf(document),
    });
  });
  documentRoute(app, deps, "walletPass", async ({ query, now }) =>
    pipe(
      await keptOrder(deps.storage, query.orderConfirmation),
      E.flatMap((order) =>
        E.map((ticket: KeptTicket) => ({ order, ticket }))(keptTicket(order, query.barcode)),
      ),
      E.map(({ order, ticket }) => ({
        fileName: `ticket-${safeFileName(ticket.barcode)}.pkpass`,
        bytes: buildPkpass(
          { ...ticket, guestName: order.guestName, orderId: order.orderId },
          order.brand,
          options.signing.identity,
          options.signing.credentials(),
          now,
        ),
      })),
    ),
  );
  documentRoute(app, deps, "calendar", async ({ query, now }) =>
    E.map((order: KeptOrder) => ({
      fileName: `visit-${String(order.orderId)}.ics`,
      bytes: Buffer.from(visitCalendar(order, ticketsPageOf(options.shopBase(), order), now)),
    }))(await keptOrder(deps.storage, query.orderConfirmation)),
  );
};
