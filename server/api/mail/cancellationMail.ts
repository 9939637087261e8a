import {
  documentLanguage,
  type DocumentLanguage,
} from "../../shared/documents/words/documentWords.js";
import { brandedHtml, factRowHtml } from "./layout.js";
import type { MailOrder, MailVisit } from "./mailOrder.js";
import { escapeHtml } from "../../shared/escapeHtml.js";
import { senderOf, type MailMessage } from "./message.js";
import { ticketCounts, visitFacts } from "./ticketsMail.js";

/** "General Admission, Friday, January 8, 2030, 9:00 AM to 9:30 AM: 2 × Adult" */
const cancelledLine = (visit: MailVisit, language: DocumentLanguage) => {
  const facts = visitFacts(visit, language);
  const when =
    visit.entryTime === null ? facts.visitDate : `${facts.visitDate}, ${facts.entryTime}`;
  return `${visit.productName}, ${when}: ${ticketCounts(visit, language)}`;
};

/**
 * Told in the words of the cancellation screen (spec §2), in the language the order was bought
 * in, with what was cancelled, line by line.
 */
export const cancellationMail = (order: MailOrder, to: { recipient: string }): MailMessage => {
  const language = documentLanguage(order.locale);
  const { words, formats } = language;
  const orderId = String(order.orderId);
  const subject = words("mail.cancel.subject", { orderId, venue: order.brand.venueName });
  const refunded = formats.price(order.totalCents);
  const lines = order.visits.map((visit) => cancelledLine(visit, language));
  const html = `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(words("mail.cancel.heading", { orderId }))}</h1>
<p>${escapeHtml(words("mail.cancel.refundTime"))}</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${factRowHtml(order.brand, words("mail.orderNumber"), orderId)}
${factRowHtml(order.brand, words("mail.cancel.amountRefunded"), refunded)}
</table>
<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(words("mail.cancel.canceledTickets"))}</h2>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`;
  const text = [
    words("mail.cancel.heading", { orderId }),
    words("mail.cancel.refundTime"),
    "",
    `${words("mail.orderNumber")}: ${orderId}`,
    `${words("mail.cancel.amountRefunded")}: ${refunded}`,
    "",
    `${words("mail.cancel.canceledTickets")}:`,
    ...lines.map((line) => `- ${line}`),
  ].join("\n");
  return {
    from: senderOf(order.brand),
    to: to.recipient,
    subject,
    html: brandedHtml(order.brand, subject, html, language),
    text,
    attachments: [],
  };
};
