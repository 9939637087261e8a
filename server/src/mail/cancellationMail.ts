import { formatUsd } from "../../../src/domain/money.js";
import { brandedHtml, factRowHtml } from "./layout.js";
import type { MailOrder } from "./mailOrder.js";
import { escapeHtml, senderOf, type MailMessage } from "./message.js";
import { lineText, visitFacts } from "./ticketsMail.js";

/** Told in the words of the cancellation screen (spec §2), with what was cancelled. */
export const cancellationMail = (order: MailOrder, to: { recipient: string }): MailMessage => {
  const subject = `Order #${String(order.orderId)} for ${order.brand.venueName} has been canceled`;
  const visit = visitFacts(order);
  const refunded = formatUsd(order.totalCents);
  const html = `<h1 style="font-size:22px;margin:0 0 12px">Order ${String(order.orderId)} has been canceled.</h1>
<p>You should expect to receive your refund within 5-10 business days.</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${factRowHtml(order.brand, "Order #", String(order.orderId))}
${factRowHtml(order.brand, "Visit date", visit.visitDate)}
${factRowHtml(order.brand, "Amount refunded", refunded)}
</table>
<h2 style="font-size:17px;margin:20px 0 8px">Canceled tickets</h2>
<ul>${order.lines.map((line) => `<li>${escapeHtml(lineText(line))}</li>`).join("")}</ul>`;
  const text = [
    `Order ${String(order.orderId)} has been canceled.`,
    "You should expect to receive your refund within 5-10 business days.",
    "",
    `Order #: ${String(order.orderId)}`,
    `Visit date: ${visit.visitDate}`,
    `Amount refunded: ${refunded}`,
    "",
    "Canceled tickets:",
    ...order.lines.map((line) => `- ${lineText(line)}`),
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
