import type { ParsedMail } from "mailparser";
import type { ReceivedMail } from "./mailbox.js";
import { escapeHtml } from "../../shared/escapeHtml.js";

/** The mailbox pages' one stylesheet: pages get a CSP with no inline style. */
export const mailboxCss = `body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f4f6f8}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:22px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px;border-bottom:1px solid #d6dbe1;vertical-align:top}
a{color:#0b5cad;display:inline-block;min-height:24px}
iframe{width:100%;height:900px;border:1px solid #d6dbe1;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #d6dbe1;padding:12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}
dt{color:#4a5360}dd{margin:0}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/mailbox/mailbox.css"></head>
<body><main>${body}</main></body></html>`;

const addressesOf = (field: ParsedMail["to"]): string =>
  field === undefined ? "" : (Array.isArray(field) ? field : [field]).map((a) => a.text).join(", ");

const when = (date: Date) => date.toISOString().replace("T", " ").slice(0, 19);

/** Every message the embedded mailbox holds, newest first. */
export const mailboxListPage = (mails: readonly ReceivedMail[]): string =>
  page(
    "Local mailbox",
    `<h1>Local mailbox</h1>
<p>What this server sent while no SMTP_URL is set. It lives in memory: a restart empties it.</p>
${
  mails.length === 0
    ? "<p>No mail yet. Buy tickets and the confirmation arrives here.</p>"
    : `<table><thead><tr><th scope="col">Received (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${mails
        .map(
          (mail) =>
            `<tr><td>${when(mail.receivedAt)}</td><td>${escapeHtml(addressesOf(mail.parsed.to))}</td><td><a href="/mailbox/${String(mail.id)}">${escapeHtml(mail.parsed.subject ?? "(no subject)")}</a></td></tr>`,
        )
        .join("")}</tbody></table>`
}`,
  );

/** One message: its headers, its HTML in a sandboxed frame, its plain text, its files. */
export const mailboxMessagePage = (mail: ReceivedMail): string =>
  page(
    mail.parsed.subject ?? "Message",
    `<p><a href="/mailbox">← All mail</a></p>
<h1>${escapeHtml(mail.parsed.subject ?? "(no subject)")}</h1>
<dl><dt>From</dt><dd>${escapeHtml(mail.parsed.from?.text ?? "")}</dd><dt>To</dt><dd>${escapeHtml(addressesOf(mail.parsed.to))}</dd><dt>Received (UTC)</dt><dd>${when(mail.receivedAt)}</dd>
<dt>Attachments</dt><dd>${escapeHtml(mail.parsed.attachments.map((file) => file.filename ?? "unnamed").join(", ") || "none")}</dd></dl>
<h2>HTML</h2>
<iframe sandbox="" title="The message as HTML" src="/mailbox/${String(mail.id)}/html"></iframe>
<h2>Plain text</h2>
<pre>${escapeHtml(mail.parsed.text ?? "")}</pre>`,
  );

/**
 * The message's HTML as its own document; mailparser has written its inline images (cid:) in
 * as data: URLs, since the sandboxed frame it is shown in may fetch nothing.
 */
export const messageDocument = (mail: ReceivedMail): string =>
  typeof mail.parsed.html === "string" ? mail.parsed.html : "<p>This message has no HTML part.</p>";

/** The message document's own CSP: no script, no fetch, its inline styles, its data: images. */
export const messageDocumentCsp =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
