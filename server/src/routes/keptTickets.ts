import type { FastifyInstance } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import { brandOf } from "../../../src/domain/brand.js";
import { visitCalendar } from "../calendar/visitEvent.js";
import { fileRoute } from "../http/fileRoute.js";
import type { RouteDeps } from "../http/route.js";
import { keptOrder, keptTicket, type KeptOrder, type KeptTicket } from "../sales/keptTickets.js";
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

/** The files a guest keeps from the tickets page: a wallet pass per ticket, the visit's .ics. */
export const registerKeptTickets = (
  app: FastifyInstance,
  deps: RouteDeps,
  options: { readonly signing: WalletPassSigning; readonly publicUrl: string },
) => {
  fileRoute(app, deps, "walletPass", async ({ caller, query, now }) =>
    pipe(
      await keptOrder(deps.storage, caller.tenant.client, query.orderConfirmation),
      E.flatMap((order) =>
        E.map((ticket: KeptTicket) => ({
          ...ticket,
          guestName: order.guestName,
          orderId: order.orderId,
        }))(keptTicket(order, query.barcode)),
      ),
      E.map((ticket) => ({
        content: buildPkpass(
          ticket,
          brandOf(caller.tenant.client),
          options.signing.identity,
          options.signing.credentials(),
          now,
        ),
        fileName: `ticket-${safeFileName(ticket.barcode)}.pkpass`,
      })),
    ),
  );
  fileRoute(app, deps, "calendar", async ({ caller, query, now }) =>
    E.map((order: KeptOrder) => ({
      content: visitCalendar(order, brandOf(caller.tenant.client), options.publicUrl, now),
      fileName: `visit-${String(order.orderId)}.ics`,
    }))(await keptOrder(deps.storage, caller.tenant.client, query.orderConfirmation)),
  );
};
