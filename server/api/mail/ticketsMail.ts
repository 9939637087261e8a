import QRCode from "qrcode";
import {
  documentLanguage,
  type DocumentLanguage,
} from "../../shared/documents/words/documentWords.js";
import { brandedHtml, buttonHtml, factRowHtml, guestServicesLine } from "./layout.js";
import type { MailOrder, MailVisit } from "./mailOrder.js";
import { escapeHtml } from "../../shared/escapeHtml.js";
import { senderOf, type MailAttachment, type MailMessage } from "./message.js";
import { mailPalettes } from "./palette.js";
import { orderLinks } from "./shopAddress.js";

const ticketsSubject = (order: MailOrder, { words }: DocumentLanguage): string =>
  words("mail.tickets.subject", {
    venue: order.brand.venueName,
    orderId: String(order.orderId),
  });

/** A line's visit as a guest reads it: the day, then the entry window when the product is timed. */
export const visitFacts = (visit: MailVisit, { words, formats }: DocumentLanguage) => ({
  visitDate: formats.fullDate(visit.visitDate),
  entryTime:
    visit.entryTime === null
      ? words("mail.anyTime")
      : formats.slotTimes({ startTime: visit.entryTime.start, endTime: visit.entryTime.end }),
});

/** "2 × Adult, 1 × Child": a line's tickets by type, in the order they were booked. */
export const ticketCounts = (visit: MailVisit, { list }: DocumentLanguage): string => {
  const counts = new Map<string, number>();
  for (const ticket of visit.tickets) {
    counts.set(ticket.discountName, (counts.get(ticket.discountName) ?? 0) + 1);
  }
  return list([...counts].map(([name, count]) => `${String(count)} × ${name}`));
};

/** "2 × Tower Admission, Adult" */
const lineText = (line: MailOrder["lines"][number]) =>
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

const visitHeading = (visit: MailVisit, language: DocumentLanguage) => {
  const facts = visitFacts(visit, language);
  return `${visit.productName} · ${facts.visitDate} · ${facts.entryTime}`;
};

const ticketHtml = (label: string, code: MailAttachment | undefined, { words }: DocumentLanguage) =>
  `<div style="display:inline-block;margin:8px 12px 8px 0;text-align:center;vertical-align:top"><img src="cid:${escapeHtml(code?.cid ?? "")}" width="180" height="180" alt="${escapeHtml(words("mail.tickets.qrCodeOf", { ticket: label }))}" style="display:block;background:#ffffff"><div style="font-size:13px;max-width:180px">${escapeHtml(label)}</div></div>`;

/** The codes under their visit, so a guest with two days or two entry times shows the right ones. */
const ticketsHtml = (
  order: MailOrder,
  codes: readonly MailAttachment[],
  language: DocumentLanguage,
) =>
  order.visits
    .map((visit, visitIndex) => {
      const first = order.visits
        .slice(0, visitIndex)
        .reduce((count, earlier) => count + earlier.tickets.length, 0);
      const visitCodes = visit.tickets.map((ticket, index) =>
        ticketHtml(
          language.words("mail.tickets.ticket", {
            number: String(first + index + 1),
            count: String(codes.length),
            name: ticket.name,
            type: ticket.discountName,
          }),
          codes[first + index],
          language,
        ),
      );
      return `<h3 style="font-size:15px;margin:16px 0 0">${escapeHtml(visitHeading(visit, language))}</h3>${visitCodes.join("")}`;
    })
    .join("");

const visitsHtml = (order: MailOrder, language: DocumentLanguage) =>
  order.visits
    .map((visit) => {
      const facts = visitFacts(visit, language);
      const { words } = language;
      return `<h3 style="font-size:15px;margin:12px 0 4px">${escapeHtml(visit.productName)}</h3>
<table role="presentation" cellpadding="0" cellspacing="0">
${factRowHtml(order.brand, words("mail.visitDate"), facts.visitDate)}
${factRowHtml(order.brand, words("mail.entryTime"), facts.entryTime)}
${factRowHtml(order.brand, words("mail.tickets"), ticketCounts(visit, language))}
</table>`;
    })
    .join("\n");

const linesHtml = (order: MailOrder, { formats }: DocumentLanguage) =>
  order.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(lineText(line))}</td><td align="right" style="padding:4px 0">${escapeHtml(formats.price(line.priceCents))}</td></tr>`,
    )
    .join("");

const htmlBody = (
  order: MailOrder,
  links: ReturnType<typeof orderLinks>,
  codes: readonly MailAttachment[],
  language: DocumentLanguage,
) => {
  const { words, formats } = language;
  const muted = mailPalettes[order.brand.themeId].muted;
  return `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(words("mail.tickets.heading", { firstName: order.guestFirstName }))}</h1>
<table role="presentation" cellpadding="0" cellspacing="0">
${factRowHtml(order.brand, words("mail.orderNumber"), String(order.orderId))}
${factRowHtml(order.brand, words("mail.confirmationNumber"), order.orderConfirmation)}
</table>
<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(words("mail.tickets.yourBooking"))}</h2>
${visitsHtml(order, language)}
<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(words("mail.tickets.payment"))}</h2>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%">${linesHtml(order, language)}
<tr><td style="padding:8px 12px 0 0;font-weight:700">${escapeHtml(words("mail.tickets.totalPaid"))}</td><td align="right" style="padding:8px 0 0;font-weight:700">${escapeHtml(formats.price(order.totalCents))}</td></tr>
<tr><td style="padding:0 12px 0 0;color:${muted}">${escapeHtml(words("mail.tickets.ofWhichTax"))}</td><td align="right" style="color:${muted}">${escapeHtml(formats.price(order.taxCents))}</td></tr>
</table>
<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(words("mail.tickets.yourTickets"))}</h2>
<p style="margin:0 0 8px">${escapeHtml(words("mail.tickets.showOneCode"))}</p>
${ticketsHtml(order, codes, language)}
<p style="margin:20px 0 0">${buttonHtml(order.brand, links.viewTickets, words("mail.tickets.viewTickets"))}${buttonHtml(order.brand, links.manageOrder, words("mail.tickets.manageOrder"))}</p>`;
};

const visitText = (visit: MailVisit, language: DocumentLanguage) => {
  const facts = visitFacts(visit, language);
  const { words } = language;
  return [
    visit.productName,
    `${words("mail.visitDate")}: ${facts.visitDate}`,
    `${words("mail.entryTime")}: ${facts.entryTime}`,
    `${words("mail.tickets")}: ${ticketCounts(visit, language)}`,
    "",
  ];
};

const plainText = (
  order: MailOrder,
  links: ReturnType<typeof orderLinks>,
  language: DocumentLanguage,
) => {
  const { words, formats } = language;
  return [
    words("mail.tickets.greeting", {
      firstName: order.guestFirstName,
      venue: order.brand.venueName,
    }),
    "",
    `${words("mail.orderNumber")}: ${String(order.orderId)}`,
    `${words("mail.confirmationNumber")}: ${order.orderConfirmation}`,
    "",
    words("mail.tickets.yourBooking"),
    "",
    ...order.visits.flatMap((visit) => visitText(visit, language)),
    words("mail.tickets.payment"),
    ...order.lines.map((line) => `${lineText(line)}: ${formats.price(line.priceCents)}`),
    words("mail.tickets.totalWithTax", {
      total: formats.price(order.totalCents),
      tax: formats.price(order.taxCents),
    }),
    "",
    `${words("mail.tickets.viewTickets")}: ${links.viewTickets}`,
    `${words("mail.tickets.manageOrder")}: ${links.manageOrder}`,
    "",
    guestServicesLine(order.brand, language),
  ].join("\n");
};

/**
 * The tickets e-mail, sent on confirmation and again on request, in the language the order was
 * bought in: the order's numbers, each line's visit, the payment, each ticket's QR code inline
 * under its visit, and links back to the shop. `files` are further attachments (the tickets'
 * PDF, the visit's calendar file).
 */
export const ticketsMail = async (
  order: MailOrder,
  to: { recipient: string; shop: string },
  files: readonly MailAttachment[] = [],
): Promise<MailMessage> => {
  const language = documentLanguage(order.locale);
  const links = orderLinks(to.shop, order.orderConfirmation);
  const codes = await qrAttachments(order);
  const subject = ticketsSubject(order, language);
  return {
    from: senderOf(order.brand),
    to: to.recipient,
    subject,
    html: brandedHtml(order.brand, subject, htmlBody(order, links, codes, language), language),
    text: plainText(order, links, language),
    attachments: [...codes, ...files],
  };
};
