import * as E from "fp-ts/lib/Either.js";
import { visitCalendar } from "../../shared/documents/calendar/visitEvent.js";
import { keptOrderFrom } from "../sales/keptTickets.js";
import { standingTickets } from "../sales/orderTickets.js";
import type { Queryable } from "../storage/storage.js";
import { ticketsDocumentFrom } from "../sales/ticketsDocument.js";
import { renderTicketsPdf } from "../../shared/documents/pdf/ticketsPdf.js";
import type { MailOrder } from "./mailOrder.js";
import type { MailAttachment } from "./message.js";
import { orderLinks } from "./shopAddress.js";

/**
 * The files a tickets mail carries: the same PDF as the tickets page's "Download PDF", so a
 * guest with no signal at the gate still has every ticket in the mail app, and the visit for
 * the calendar, linking back to the tickets on `shop`.
 */
export const ticketFilesOf = async (
  db: Queryable,
  order: MailOrder,
  shop: string,
  now: Date,
): Promise<readonly MailAttachment[]> => {
  // One read of the order's tickets serves both files.
  const rows = await standingTickets(db, order.orderConfirmation, null, null);
  const document = ticketsDocumentFrom(rows);
  const kept = keptOrderFrom(rows);
  const pdf: MailAttachment[] =
    document === undefined
      ? []
      : [
          {
            filename: `tickets-${String(order.orderId)}.pdf`,
            content: await renderTicketsPdf(document),
            contentType: "application/pdf",
          },
        ];
  const ics: MailAttachment[] = E.isLeft(kept)
    ? []
    : [
        {
          filename: `visit-${String(order.orderId)}.ics`,
          content: Buffer.from(
            visitCalendar(kept.right, orderLinks(shop, order.orderConfirmation).viewTickets, now),
          ),
          contentType: "text/calendar; charset=utf-8",
        },
      ];
  return [...pdf, ...ics];
};
