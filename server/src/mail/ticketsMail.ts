import QRCode from "qrcode";
import { formatFullDate, formatSlotTimes } from "../../../src/domain/formats.js";
import { formatUsd } from "../../../src/domain/money.js";
import { brandedHtml, buttonHtml, factRowHtml } from "./layout.js";
import type { MailOrder } from "./mailOrder.js";
import { escapeHtml, senderOf, type MailAttachment, type MailMessage } from "./message.js";
import { mailPalettes } from "./palette.js";
import { orderLinks } from "./shopAddress.js";

export const ticketsSubject = (order: MailOrder): string =>
  `Your tickets for ${order.brand.venueName} – order #${String(order.orderId)}`;

/** The visit as a guest reads it: the day, then the entry window when the product is timed. */
export const visitFacts = (order: MailOrder) => ({
  visitDate: formatFullDate(order.visitAt),
  entryTime:
    order.entryTime === null
      ? "Any time during opening hours"
      : formatSlotTimes({ startTime: order.entryTime.start, endTime: order.entryTime.end }),
});

/** "2 × Tower Admission, Adult" */
export const lineText = (line: MailOrder["lines"][number]) =>
  `${String(line.count)} × ${line.productName}, ${line.discountName}`;

/** One QR code per ticket, black on white like the tickets page, shown inline by cid. */
const qrAttachments = (order: MailOrder): Promise<MailAttachment[]> =>
  Promise.all(
    order.tickets.map(async (ticket, index) => ({
      filename: `ticket-${String(index + 1)}.png`,
      contentType: "image/png",
      cid: `ticket-${String(index + 1)}@${order.brand.key}.tickets`,
      content: await QRCode.toBuffer(ticket.barcode, {
        type: "png",
        errorCorrectionLevel: "M",
        margin: 4,
        scale: 6,
      }),
    })),
  );

const ticketsHtml = (order: MailOrder, codes: readonly MailAttachment[]) =>
  order.tickets
    .map((ticket, index) => {
      const label = `Ticket ${String(index + 1)} of ${String(order.tickets.length)}: ${ticket.name}, ${ticket.discountName}`;
      return `<div style="display:inline-block;margin:8px 12px 8px 0;text-align:center;vertical-align:top"><img src="cid:${escapeHtml(codes[index]?.cid ?? "")}" width="180" height="180" alt="QR code of ${escapeHtml(label)}" style="display:block;background:#ffffff"><div style="font-size:13px;max-width:180px">${escapeHtml(label)}</div></div>`;
    })
    .join("");

const linesHtml = (order: MailOrder) =>
  order.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(lineText(line))}</td><td align="right" style="padding:4px 0">${escapeHtml(formatUsd(line.priceCents))}</td></tr>`,
    )
    .join("");

const htmlBody = (
  order: MailOrder,
  links: ReturnType<typeof orderLinks>,
  codes: readonly MailAttachment[],
) => {
  const visit = visitFacts(order);
  const muted = mailPalettes[order.brand.themeId].muted;
  return `<h1 style="font-size:22px;margin:0 0 12px">Thank you, ${escapeHtml(order.guestFirstName)}! Here are your tickets.</h1>
<table role="presentation" cellpadding="0" cellspacing="0">
${factRowHtml(order.brand, "Order #", String(order.orderId))}
${factRowHtml(order.brand, "Confirmation #", order.orderConfirmation)}
${factRowHtml(order.brand, "Visit date", visit.visitDate)}
${factRowHtml(order.brand, "Entry time", visit.entryTime)}
</table>
<h2 style="font-size:17px;margin:20px 0 8px">Your order</h2>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%">${linesHtml(order)}
<tr><td style="padding:8px 12px 0 0;font-weight:700">Total paid</td><td align="right" style="padding:8px 0 0;font-weight:700">${escapeHtml(formatUsd(order.totalCents))}</td></tr>
<tr><td style="padding:0 12px 0 0;color:${muted}">Of which tax</td><td align="right" style="color:${muted}">${escapeHtml(formatUsd(order.taxCents))}</td></tr>
</table>
<h2 style="font-size:17px;margin:20px 0 8px">Your tickets</h2>
<p style="margin:0 0 8px">Show one code per guest at the entrance.</p>
${ticketsHtml(order, codes)}
<p style="margin:20px 0 0">${buttonHtml(order.brand, links.viewTickets, "View your tickets")}${buttonHtml(order.brand, links.manageOrder, "Manage my order")}</p>`;
};

const plainText = (order: MailOrder, links: ReturnType<typeof orderLinks>) => {
  const visit = visitFacts(order);
  return [
    `Thank you, ${order.guestFirstName}! Here are your tickets for ${order.brand.venueName}.`,
    "",
    `Order #: ${String(order.orderId)}`,
    `Confirmation #: ${order.orderConfirmation}`,
    `Visit date: ${visit.visitDate}`,
    `Entry time: ${visit.entryTime}`,
    "",
    ...order.lines.map((line) => `${lineText(line)}: ${formatUsd(line.priceCents)}`),
    `Total paid: ${formatUsd(order.totalCents)} (tax ${formatUsd(order.taxCents)})`,
    "",
    `View your tickets: ${links.viewTickets}`,
    `Manage my order: ${links.manageOrder}`,
    "",
    `${order.brand.companyName} · Guest Services ${order.brand.guestServices.phone} · ${order.brand.guestServices.email}`,
  ].join("\n");
};

/**
 * The tickets e-mail, sent on confirmation and again on request: the order's numbers, visit,
 * lines and totals, each ticket's QR code inline, and links back to the shop. `files` are
 * further attachments (the tickets' PDF, the visit's calendar file).
 */
export const ticketsMail = async (
  order: MailOrder,
  to: { recipient: string; shop: string },
  files: readonly MailAttachment[] = [],
): Promise<MailMessage> => {
  const links = orderLinks(to.shop, order.orderConfirmation);
  const codes = await qrAttachments(order);
  const subject = ticketsSubject(order);
  return {
    from: senderOf(order.brand),
    to: to.recipient,
    subject,
    html: brandedHtml(order.brand, subject, htmlBody(order, links, codes)),
    text: plainText(order, links),
    attachments: [...codes, ...files],
  };
};
