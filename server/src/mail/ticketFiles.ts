import type { Queryable } from "../storage/storage.js";
import { ticketsDocumentOf } from "../tickets/ticketsDocument.js";
import { renderTicketsPdf } from "../tickets/ticketsPdf.js";
import type { MailOrder } from "./mailOrder.js";
import type { MailAttachment } from "./message.js";

/**
 * The files a tickets mail carries: the same PDF as the tickets page's "Download PDF", so a
 * guest with no signal at the gate still has every ticket in the mail app.
 */
export const ticketFilesOf = async (
  db: Queryable,
  order: MailOrder,
): Promise<readonly MailAttachment[]> => {
  const document = await ticketsDocumentOf(db, order.orderConfirmation);
  if (document === undefined) return [];
  return [
    {
      filename: `tickets-${String(order.orderId)}.pdf`,
      content: await renderTicketsPdf(document),
      contentType: "application/pdf",
    },
  ];
};
