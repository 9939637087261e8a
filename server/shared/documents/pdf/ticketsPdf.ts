import PDFDocument from "pdfkit";
import { create } from "qrcode";
import type { Brand } from "../../../../src/domain/brand.js";
import { DEFAULT_LOCALE, type Locale } from "../../../../src/domain/locale.js";
import type { Ticket } from "../../../../src/domain/order.js";
import { documentLanguage, type DocumentLanguage } from "../words/documentWords.js";
import { drawAnyScriptLine } from "./anyScriptLine.js";

/** What the PDF prints: the venue the order was sold for and its tickets. Plain data, no I/O. */
export interface TicketsDocument {
  readonly brand: Pick<Brand, "venueName" | "address" | "themeColor">;
  /**
   * The tickets as any ticketing API sends them: the name and barcode always, every other fact
   * only when the API sent it (a ticket prints what it has).
   */
  readonly tickets: readonly Ticket[];
  /** The language it is printed in: the order's, or the guest's asking; English when unsaid. */
  readonly locale?: Locale;
}

// US Letter in points; the venue sells in the US.
const PAGE = { width: 612, height: 792, margin: 54 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BAND_HEIGHT = 84;
// 3.75 inches: large enough for a gate scanner at arm's length, also printed at 90 %.
const QR_SIDE = 270;
const QR_TOP = 196;
const FACTS_TOP = 524;
const FACT_SPACING = 30;
const INK = "#111111";
const MUTED = "#555555";

/** The QR code as black squares, one per dark module; white paper is the quiet zone. */
const drawQrCode = (doc: PDFKit.PDFDocument, value: string) => {
  const { modules } = create(value, { errorCorrectionLevel: "M" });
  const unit = QR_SIDE / modules.size;
  const left = (PAGE.width - QR_SIDE) / 2;
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      // A hair wider than a module, so neighbouring squares leave no seam in a rasteriser.
      if (modules.get(row, column)) {
        doc.rect(left + column * unit, QR_TOP + row * unit, unit + 0.3, unit + 0.3);
      }
    }
  }
  doc.fill("#000000");
};

// Helvetica's and Helvetica-Bold's ascender (718/1000 em, their AFM): where a line's
// baseline sits below its top.
const ASCENDER = 0.718;

/** A block of words: its face and size, where its first line's top is, how wide it may be. */
interface WordsBox {
  readonly font: "Helvetica" | "Helvetica-Bold";
  readonly size: number;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly align?: "center" | "right";
}

// What PDF's built-in fonts draw: their encoding, WinAnsi, is Latin-1 and a few more.
const WIN_ANSI = /^[\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/u;

/**
 * Words in the built-in face when it draws them (English, Spanish, French, German); else, as
 * Japanese, Korean or Chinese words are, on one line in the faces that draw any script
 * (anyScriptFont.ts), on the same baseline.
 */
const drawWords = (doc: PDFKit.PDFDocument, text: string, box: WordsBox) => {
  if (WIN_ANSI.test(text)) {
    doc.font(box.font).fontSize(box.size);
    doc.text(text, box.left, box.top, {
      width: box.width,
      ...(box.align === undefined ? {} : { align: box.align }),
    });
    return;
  }
  drawAnyScriptLine(doc, text, {
    left: box.left,
    baseline: box.top + ASCENDER * box.size,
    width: box.width,
    size: box.size,
    ...(box.align === undefined ? {} : { align: box.align }),
  });
};

const drawBand = (doc: PDFKit.PDFDocument, document: TicketsDocument, position: string) => {
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(document.brand.themeColor);
  doc.fillColor("#ffffff");
  drawWords(doc, document.brand.venueName, {
    font: "Helvetica-Bold",
    size: 18,
    left: PAGE.margin,
    top: 32,
    width: CONTENT_WIDTH - 110,
  });
  drawWords(doc, position, {
    font: "Helvetica",
    size: 12,
    left: PAGE.margin,
    top: 36,
    width: CONTENT_WIDTH,
    align: "right",
  });
};

const FACT = { label: PAGE.margin + 60, value: PAGE.margin + 170, width: CONTENT_WIDTH - 230 };
const FACT_SIZE = 14;
// Where the facts' baseline sits: a name in any script is drawn on it too.
const FACT_BASELINE = ASCENDER * FACT_SIZE;

const drawLabel = (doc: PDFKit.PDFDocument, label: string, top: number) => {
  doc.fillColor(MUTED);
  drawWords(doc, label, {
    font: "Helvetica",
    size: 11,
    left: FACT.label,
    top: top + 2,
    width: 110,
  });
};

const drawFact = (doc: PDFKit.PDFDocument, label: string, value: string, top: number) => {
  drawLabel(doc, label, top);
  doc.fillColor(INK);
  drawWords(doc, value, {
    font: "Helvetica-Bold",
    size: FACT_SIZE,
    left: FACT.value,
    top,
    width: FACT.width,
  });
};

/**
 * The guest's name, in whatever script it is written, on one line: a name too long for it is
 * shortened with an ellipsis rather than wrapped over the date below it.
 */
const drawNameFact = (doc: PDFKit.PDFDocument, label: string, name: string, top: number) => {
  drawLabel(doc, label, top);
  doc.fillColor(INK);
  drawAnyScriptLine(doc, name, {
    left: FACT.value,
    baseline: top + FACT_BASELINE,
    width: FACT.width,
    size: FACT_SIZE,
  });
};

/** A fact below the code: the guest's name, drawn in any script, or the venue's own words. */
interface TicketFact {
  readonly kind: "name" | "text";
  readonly label: string;
  readonly value: string;
}

/**
 * The facts a ticket page prints below its code, each only when the API sent it, in the order
 * the gate reads them (the same rule as ticketFacts, in the PDF's words and the document's
 * language); the venue always.
 */
const factsOf = (
  document: TicketsDocument,
  ticket: Ticket,
  { words, formats }: DocumentLanguage,
): readonly TicketFact[] => {
  const { guestName, visitDate, startTime, endTime, orderId } = ticket;
  return [
    ...(guestName === undefined
      ? []
      : [{ kind: "name", label: words("ticket.guest"), value: guestName } as const]),
    ...(visitDate === undefined
      ? []
      : [
          {
            kind: "text",
            label: words("ticket.date"),
            value: formats.fullDate(visitDate),
          } as const,
        ]),
    ...(startTime === undefined || endTime === undefined
      ? []
      : [
          {
            kind: "text",
            label: words("ticket.entryTime"),
            // --:-- for a ticket valid all day, as the tickets page shows it.
            value: formats.activeTime(
              startTime === null || endTime === null ? null : { startTime, endTime },
            ),
          } as const,
        ]),
    ...(orderId === undefined
      ? []
      : [{ kind: "text", label: words("ticket.orderNumber"), value: String(orderId) } as const]),
    {
      kind: "text",
      label: words("ticket.venue"),
      value: [document.brand.venueName, ...document.brand.address].join("\n"),
    },
  ];
};

const drawTicket = (
  doc: PDFKit.PDFDocument,
  document: TicketsDocument,
  ticket: Ticket,
  page: { readonly number: number; readonly language: DocumentLanguage },
) => {
  const { words } = page.language;
  doc.addPage();
  drawBand(
    doc,
    document,
    words("pdf.position", {
      number: String(page.number),
      count: String(document.tickets.length),
    }),
  );
  doc.fillColor(INK);
  drawWords(doc, ticket.name, {
    font: "Helvetica-Bold",
    size: 24,
    left: PAGE.margin,
    top: 112,
    width: CONTENT_WIDTH,
    align: "center",
  });
  if (ticket.discountName !== undefined) {
    doc.fillColor(MUTED);
    drawWords(doc, ticket.discountName, {
      font: "Helvetica",
      size: 16,
      left: PAGE.margin,
      top: 146,
      width: CONTENT_WIDTH,
      align: "center",
    });
  }
  drawQrCode(doc, ticket.barcode);
  doc.font("Courier-Bold").fontSize(16).fillColor(INK);
  doc.text(ticket.barcode, PAGE.margin, QR_TOP + QR_SIDE + 12, {
    width: CONTENT_WIDTH,
    align: "center",
  });
  // The facts drawn stack one under another from the top: a fact not sent leaves no gap.
  factsOf(document, ticket, page.language).forEach((fact, index) => {
    const top = FACTS_TOP + index * FACT_SPACING;
    if (fact.kind === "name") drawNameFact(doc, fact.label, fact.value, top);
    else drawFact(doc, fact.label, fact.value, top);
  });
  doc.fillColor(MUTED);
  drawWords(doc, words("pdf.oneAdmission"), {
    font: "Helvetica",
    size: 10,
    left: PAGE.margin,
    top: PAGE.height - 60,
    width: CONTENT_WIDTH,
    align: "center",
  });
};

/**
 * The order's tickets as a PDF, one ticket a page, in the document's language: words the
 * built-in fonts draw in them, the guest's name and any other words in faces that draw any
 * script (anyScriptFont.ts); nothing is fetched.
 */
export const renderTicketsPdf = (document: TicketsDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const language = documentLanguage(document.locale ?? DEFAULT_LOCALE);
    const doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      // Every block is placed by hand; a page margin would only make pdfkit start new pages.
      margin: 0,
      autoFirstPage: false,
      lang: language.locale,
      info: { Title: language.words("pdf.title", { venue: document.brand.venueName }) },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on("error", reject);
    document.tickets.forEach((ticket, index) => {
      drawTicket(doc, document, ticket, { number: index + 1, language });
    });
    doc.end();
  });
