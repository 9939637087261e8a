import type { Brand } from "../../../src/domain/brand.js";
import type { Locale } from "../../../src/domain/locale.js";
import { venueWallClock } from "../../../src/domain/venueTime.js";
import { waitingListLeavePath, waitingListOfferPath } from "../../../src/domain/waitingList.js";
import { documentLanguage } from "../../shared/documents/words/documentWords.js";
import { escapeHtml } from "../../shared/escapeHtml.js";
import { brandOfTenant } from "../sales/orderTickets.js";
import { productNameIn } from "../sales/venueWords.js";
import type { Queryable } from "../storage/storage.js";
import { brandedHtml, buttonHtml, factRowHtml } from "./layout.js";
import { senderOf, type MailMessage } from "./message.js";
import { shopAddress } from "./shopAddress.js";

/** What an offer's mail tells, read when it is sent. */
export interface MailOffer {
  readonly brand: Brand;
  readonly locale: Locale;
  readonly productName: string;
  readonly visitDate: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly partySize: number;
  /** Venue wall clock: until when the places are held. */
  readonly heldUntil: string;
  readonly offerToken: string;
  readonly leaveToken: string;
  /** Still open: an offer bought, left or lapsed before its mail went has no mail. */
  readonly open: boolean;
}

interface OfferRow {
  readonly tenant: string;
  readonly language: Locale;
  readonly product_name: string;
  readonly visit_date: string;
  readonly start_time: string;
  readonly end_time: string;
  readonly party_size: number;
  readonly expires_at_ms: number;
  readonly offer_token: string;
  readonly leave_token: string;
  readonly open: boolean;
}

export const loadMailOffer = async (
  db: Queryable,
  entryId: number,
  now: Date,
): Promise<MailOffer | undefined> => {
  const [row] = await db.query<OfferRow>(
    `select w.tenant, w.language, ${productNameIn("p.product_id", "p.details->>'name'", "w.language")}
       as product_name, s.visit_date, s.start_time, s.end_time, w.party_size, o.expires_at_ms,
       w.offer_token, w.leave_token,
       (w.status = 'offered' and o.status = 'pending' and o.expires_at_ms > $2) as open
     from waiting_list w join slots s on s.slot_id = w.slot_id
       join products p on p.product_id = s.product_id
       join pending_orders o on o.order_id = w.offered_order_id
     where w.entry_id = $1`,
    [entryId, now.getTime()],
  );
  if (row === undefined) return undefined;
  return {
    brand: brandOfTenant(row.tenant),
    locale: row.language,
    productName: row.product_name,
    visitDate: row.visit_date,
    startTime: row.start_time,
    endTime: row.end_time,
    partySize: row.party_size,
    heldUntil: venueWallClock(new Date(row.expires_at_ms)),
    offerToken: row.offer_token,
    leaveToken: row.leave_token,
    open: row.open,
  };
};

/**
 * The offer, in the language the party joined in: the entry time, how long its places are
 * held, a button straight to checkout and the link that leaves the list.
 */
export const waitingListOfferMail = (
  offer: MailOffer,
  to: { readonly recipient: string; readonly shopBase: string },
): MailMessage => {
  const language = documentLanguage(offer.locale);
  const { words, formats } = language;
  const shop = shopAddress(to.shopBase, offer.brand);
  const links = {
    buy: `${shop}${waitingListOfferPath(offer.offerToken)}`,
    leave: `${shop}${waitingListLeavePath(offer.leaveToken)}`,
  };
  const date = formats.fullDate(offer.visitDate);
  const entryTime = formats.slotTimes({ startTime: offer.startTime, endTime: offer.endTime });
  const subject = words("mail.waitingList.subject", {
    venue: offer.brand.venueName,
    product: offer.productName,
    date,
  });
  const heading = words("mail.waitingList.heading", { count: String(offer.partySize) });
  const held = words("mail.waitingList.heldUntil", { time: formats.orderDate(offer.heldUntil) });
  const html = `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(heading)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0">
${factRowHtml(offer.brand, words("mail.tickets"), offer.productName)}
${factRowHtml(offer.brand, words("mail.visitDate"), date)}
${factRowHtml(offer.brand, words("mail.entryTime"), entryTime)}
</table>
<p>${escapeHtml(held)}</p>
<p style="margin:20px 0">${buttonHtml(offer.brand, links.buy, words("mail.waitingList.buy"))}</p>
<p>${escapeHtml(words("mail.waitingList.notComing"))} <a href="${escapeHtml(links.leave)}">${escapeHtml(words("mail.waitingList.leave"))}</a></p>`;
  const text = [
    heading,
    "",
    `${words("mail.tickets")}: ${offer.productName}`,
    `${words("mail.visitDate")}: ${date}`,
    `${words("mail.entryTime")}: ${entryTime}`,
    "",
    held,
    `${words("mail.waitingList.buy")}: ${links.buy}`,
    "",
    words("mail.waitingList.notComing"),
    `${words("mail.waitingList.leave")}: ${links.leave}`,
  ].join("\n");
  return {
    from: senderOf(offer.brand),
    to: to.recipient,
    subject,
    html: brandedHtml(offer.brand, subject, html, language),
    text,
    attachments: [],
  };
};
