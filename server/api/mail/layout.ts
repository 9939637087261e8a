import type { Brand } from "../../../src/domain/brand.js";
import type { DocumentLanguage } from "../../shared/documents/words/documentWords.js";
import { escapeHtml } from "../../shared/escapeHtml.js";
import { mailPalettes } from "./palette.js";

/** "Summit Needle Company · Guest Services 206-555-0100 · help@…": who to ask, in the mail's language. */
export const guestServicesLine = (brand: Brand, { words }: DocumentLanguage): string =>
  words("mail.footer", {
    company: brand.companyName,
    phone: brand.guestServices.phone,
    email: brand.guestServices.email,
  });

/**
 * The brand's frame around a mail's body, in the mail's language: its name on the accent
 * colour, the body on the theme's background, Guest Services below. Mail clients drop
 * stylesheets, so every colour is inline; tables keep the layout in clients that ignore CSS
 * layout.
 */
export const brandedHtml = (
  brand: Brand,
  title: string,
  body: string,
  language: DocumentLanguage,
): string => {
  const palette = mailPalettes[brand.themeId];
  return `<!doctype html>
<html lang="${language.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${palette.background};color:${palette.text};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${palette.background}"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;border:1px solid ${palette.border}">
<tr><td style="background:${palette.accent};color:${palette.onAccent};padding:16px 20px;font-size:20px;font-weight:700">${escapeHtml(brand.venueName)}</td></tr>
<tr><td style="padding:20px;color:${palette.text}">${body}</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid ${palette.border};color:${palette.muted};font-size:13px">${escapeHtml(guestServicesLine(brand, language))}</td></tr>
</table></td></tr></table></body></html>`;
};

/** A link drawn as a button: the accent colour, big enough to tap. */
export const buttonHtml = (brand: Brand, href: string, label: string): string => {
  const palette = mailPalettes[brand.themeId];
  return `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:12px 18px;background:${palette.accent};color:${palette.onAccent};text-decoration:none;font-weight:700;border-radius:4px">${escapeHtml(label)}</a>`;
};

/** A table row of a label and its value, the label muted. */
export const factRowHtml = (brand: Brand, label: string, value: string): string =>
  `<tr><td style="padding:4px 12px 4px 0;color:${mailPalettes[brand.themeId].muted}">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`;
