import { formatUsd } from "../../../src/domain/money.js";
import { brandedHtml, factRowHtml } from "./layout.js";
import type { MailOrder, MailVisit } from "./mailOrder.js";
import { escapeHtml } from "../../shared/escapeHtml.js";
import { senderOf, type MailMessage } from "./message.js";
import { ticketCounts, visitFacts } from "./ticketsMail.js";

/** "General Admission, Friday, January 8, 2030, 9:00 AM to 9:30 AM: 2 × Adult" */
const cancelledLine = (visit: MailVisit) => {
  const facts = visitFacts(visit);
  const when =
    visit.entryTime === null ? facts.visitDate : `${facts.visitDate}, ${facts.entryTime}`;
  return `${visit.productName}, ${when}: ${ticketCounts(visit)}`;
};

/** Told in the words of the cancellation screen (spec §2), with what was cancelled, line by line. */
export const cancellationMail = (order: MailOrder, to: { recipient: string }): MailMessage => {
  const subject = `Order #${String(order.orderId)} for ${order.brand.venueName} has been canceled`;
  const refunded = formatUsd(order.totalCents);
  const html = `<h1 style="font-size:22px;margin:0 0 12px">Order ${String(order.orderId)} has been canceled.</h1>
<p>You should expect to receive your refund within 5-10 business days.</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${factRowHtml(order.brand, "Order #", String(order.orderId))}
${factRowHtml(order.brand, "Amount refunded", refunded)}
</table>
<h2 style="font-size:17px;margin:20px 0 8px">Canceled tickets</h2>
<ul>${order.visits.map((visit) => `<li>${escapeHtml(cancelledLine(visit))}</li>`).join("")}</ul>`;
  const text = [
    `Order ${String(order.orderId)} has been canceled.`,
    "You should expect to receive your refund within 5-10 business days.",
    "",
    `Order #: ${String(order.orderId)}`,
    `Amount refunded: ${refunded}`,
    "",
    "Canceled tickets:",
    ...order.visits.map((visit) => `- ${cancelledLine(visit)}`),
  ].join("\n");
  return {
    from: senderOf(order.brand),
    to: to.recipient,
    subject,
    html: brandedHtml(order.brand, subject, html),
    text,
    attachments: [],
  };
};
