import QRCode from "qrcode";
import { formatFullDate, formatSlotTimes } from "../../../src/domain/formats.js";
import { formatUsd } from "../../../src/domain/money.js";
import { brandedHtml, buttonHtml, factRowHtml } from "./layout.js";
import type { MailOrder, MailVisit } from "./mailOrder.js";
import { escapeHtml } from "../../shared/escapeHtml.js";
import { senderOf, type MailAttachment, type MailMessage } from "./message.js";
import { mailPalettes } from "./palette.js";
import { orderLinks } from "./shopAddress.js";

export const ticketsSubject = (order: MailOrder): string =>
  `Your tickets for ${order.brand.venueName} – order #${String(order.orderId)}`;

/** A line's visit as a guest reads it: the day, then the entry window when the product is timed. */
export const visitFacts = (visit: MailVisit) => ({
  visitDate: formatFullDate(visit.visitDate),
  entryTime:
    visit.entryTime === null
      ? "Any time during opening hours"
      : formatSlotTimes({ startTime: visit.entryTime.start, endTime: visit.entryTime.end }),
});

/** "2 × Adult, 1 × Child": a line's tickets by type, in the order they were booked. */
export const ticketCounts = (visit: MailVisit): string => {
  const counts = new Map<string, number>();
  for (const ticket of visit.tickets) {
    counts.set(ticket.discountName, (counts.get(ticket.discountName) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => `${String(count)} × ${name}`).join(", ");
};

/** "2 × Tower Admission, Adult" */
export const lineText = (line: MailOrder["lines"][number]) =>
  `${String(line.count)} × ${line.productName}, ${line.discountName}`;

/** Every ticket of the order, in the order the mail shows them: visit by visit. */
const ticketsOf = (order: MailOrder) => order.visits.flatMap((visit) => visit.tickets);

/** One QR code per ticket, black on white like the tickets page, shown inline by cid. */
const qrAttachments = (order: MailOrder): Promise<MailAttachment[]> =>
  Promise.all(
    ticketsOf(order).map(async (ticket, index) => ({
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

const visitHeading = (visit: MailVisit) => {
  const facts = visitFacts(visit);
  return `${visit.productName} · ${facts.visitDate} · ${facts.entryTime}`;
};

const ticketHtml = (label: string, code: MailAttachment | undefined) =>
  `<div style="display:inline-block;margin:8px 12px 8px 0;text-align:center;vertical-align:top"><img src="cid:${escapeHtml(code?.cid ?? "")}" width="180" height="180" alt="QR code of ${escapeHtml(label)}" style="display:block;background:#ffffff"><div style="font-size:13px;max-width:180px">${escapeHtml(label)}</div></div>`;

/** The codes under their visit, so a guest with two days or two entry times shows the right ones. */
const ticketsHtml = (order: MailOrder, codes: readonly MailAttachment[]) =>
  order.visits
    .map((visit, visitIndex) => {
      const first = order.visits
        .slice(0, visitIndex)
        .reduce((count, earlier) => count + earlier.tickets.length, 0);
      const visitCodes = visit.tickets.map((ticket, index) =>
        ticketHtml(
          `Ticket ${String(first + index + 1)} of ${String(codes.length)}: ${ticket.name}, ${ticket.discountName}`,
          codes[first + index],
        ),
      );
      return `<h3 style="font-size:15px;margin:16px 0 0">${escapeHtml(visitHeading(visit))}</h3>${visitCodes.join("")}`;
    })
    .join("");

const visitsHtml = (order: MailOrder) =>
  order.visits
    .map((visit) => {
      const facts = visitFacts(visit);
      return `<h3 style="font-size:15px;margin:12px 0 4px">${escapeHtml(visit.productName)}</h3>
<table role="presentation" cellpadding="0" cellspacing="0">
${factRowHtml(order.brand, "Visit date", facts.visitDate)}
${factRowHtml(order.brand, "Entry time", facts.entryTime)}
${factRowHtml(order.brand, "Tickets", ticketCounts(visit))}
</table>`;
    })
    .join("\n");

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
  const muted = mailPalettes[order.brand.themeId].muted;
  return `<h1 style="font-size:22px;margin:0 0 12px">Thank you, ${escapeHtml(order.guestFirstName)}! Here are your tickets.</h1>
<table role="presentation" cellpadding="0" cellspacing="0">
${factRowHtml(order.brand, "Order #", String(order.orderId))}
${factRowHtml(order.brand, "Confirmation #", order.orderConfirmation)}
</table>
<h2 style="font-size:17px;margin:20px 0 8px">Your booking</h2>
${visitsHtml(order)}
<h2 style="font-size:17px;margin:20px 0 8px">Payment</h2>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%">${linesHtml(order)}
<tr><td style="padding:8px 12px 0 0;font-weight:700">Total paid</td><td align="right" style="padding:8px 0 0;font-weight:700">${escapeHtml(formatUsd(order.totalCents))}</td></tr>
<tr><td style="padding:0 12px 0 0;color:${muted}">Of which tax</td><td align="right" style="color:${muted}">${escapeHtml(formatUsd(order.taxCents))}</td></tr>
</table>
<h2 style="font-size:17px;margin:20px 0 8px">Your tickets</h2>
<p style="margin:0 0 8px">Show one code per guest at the entrance.</p>
${ticketsHtml(order, codes)}
<p style="margin:20px 0 0">${buttonHtml(order.brand, links.viewTickets, "View your tickets")}${buttonHtml(order.brand, links.manageOrder, "Manage my order")}</p>`;
};

const visitText = (visit: MailVisit) => {
  const facts = visitFacts(visit);
  return [
    visit.productName,
    `Visit date: ${facts.visitDate}`,
    `Entry time: ${facts.entryTime}`,
    `Tickets: ${ticketCounts(visit)}`,
    "",
  ];
};

const plainText = (order: MailOrder, links: ReturnType<typeof orderLinks>) =>
  [
    `Thank you, ${order.guestFirstName}! Here are your tickets for ${order.brand.venueName}.`,
    "",
    `Order #: ${String(order.orderId)}`,
    `Confirmation #: ${order.orderConfirmation}`,
    "",
    "Your booking",
    "",
    ...order.visits.flatMap(visitText),
    "Payment",
    ...order.lines.map((line) => `${lineText(line)}: ${formatUsd(line.priceCents)}`),
    `Total paid: ${formatUsd(order.totalCents)} (tax ${formatUsd(order.taxCents)})`,
    "",
    `View your tickets: ${links.viewTickets}`,
    `Manage my order: ${links.manageOrder}`,
    "",
    `${order.brand.companyName} · Guest Services ${order.brand.guestServices.phone} · ${order.brand.guestServices.email}`,
  ].join("\n");

/**
 * The tickets e-mail, sent on confirmation and again on request: the order's numbers, each
 * line's visit, the payment, each ticket's QR code inline under its visit, and links back to the shop. `files` are
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
