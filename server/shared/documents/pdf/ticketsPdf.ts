import PDFDocument from "pdfkit";
import { create } from "qrcode";
import type { Brand } from "../../../../src/domain/brand.js";
import type { Ticket } from "../../../../src/domain/order.js";
import { ticketEntryTime, ticketVisitDate } from "../../../../src/domain/ticketFacts.js";
import { drawAnyScriptLine } from "./anyScriptLine.js";

/** What the PDF prints: the venue the order was sold for and its tickets. Plain data, no I/O. */
export interface TicketsDocument {
  readonly brand: Pick<Brand, "venueName" | "address" | "themeColor">;
  /**
   * The tickets as any ticketing API sends them: the name and barcode always, every other fact
   * only when the API sent it (a ticket prints what it has).
   */
  readonly tickets: readonly Ticket[];
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

const drawBand = (doc: PDFKit.PDFDocument, document: TicketsDocument, position: string) => {
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(document.brand.themeColor);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(18);
  doc.text(document.brand.venueName, PAGE.margin, 32, { width: CONTENT_WIDTH - 110 });
  doc.font("Helvetica").fontSize(12);
  doc.text(position, PAGE.margin, 36, { width: CONTENT_WIDTH, align: "right" });
};

const FACT = { label: PAGE.margin + 60, value: PAGE.margin + 170, width: CONTENT_WIDTH - 230 };
const FACT_SIZE = 14;
// Helvetica-Bold's ascender (718/1000 em, its AFM): where the other facts' baseline sits.
const FACT_BASELINE = 0.718 * FACT_SIZE;

const drawLabel = (doc: PDFKit.PDFDocument, label: string, top: number) => {
  doc.font("Helvetica").fontSize(11).fillColor(MUTED);
  doc.text(label, FACT.label, top + 2, { width: 110 });
};

const drawFact = (doc: PDFKit.PDFDocument, label: string, value: string, top: number) => {
  drawLabel(doc, label, top);
  doc.font("Helvetica-Bold").fontSize(FACT_SIZE).fillColor(INK);
  doc.text(value, FACT.value, top, { width: FACT.width });
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
 * the gate reads them (the same rule as ticketFacts, in the PDF's words); the venue always.
 */
const factsOf = (document: TicketsDocument, ticket: Ticket): readonly TicketFact[] => {
  const { guestName, visitDate, startTime, endTime, orderId } = ticket;
  return [
    ...(guestName === undefined
      ? []
      : [{ kind: "name", label: "Guest", value: guestName } as const]),
    ...(visitDate === undefined
      ? []
      : [{ kind: "text", label: "Date", value: ticketVisitDate({ visitDate }) } as const]),
    ...(startTime === undefined || endTime === undefined
      ? []
      : [
          {
            kind: "text",
            label: "Entry time",
            value: ticketEntryTime({ startTime, endTime }),
          } as const,
        ]),
    ...(orderId === undefined
      ? []
      : [{ kind: "text", label: "Order #", value: String(orderId) } as const]),
    {
      kind: "text",
      label: "Venue",
      value: [document.brand.venueName, ...document.brand.address].join("\n"),
    },
  ];
};

const drawTicket = (
  doc: PDFKit.PDFDocument,
  document: TicketsDocument,
  ticket: Ticket,
  position: string,
) => {
  doc.addPage();
  drawBand(doc, document, position);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(24);
  doc.text(ticket.name, PAGE.margin, 112, { width: CONTENT_WIDTH, align: "center" });
  if (ticket.discountName !== undefined) {
    doc.font("Helvetica").fontSize(16).fillColor(MUTED);
    doc.text(ticket.discountName, PAGE.margin, 146, { width: CONTENT_WIDTH, align: "center" });
  }
  drawQrCode(doc, ticket.barcode);
  doc.font("Courier-Bold").fontSize(16).fillColor(INK);
  doc.text(ticket.barcode, PAGE.margin, QR_TOP + QR_SIDE + 12, {
    width: CONTENT_WIDTH,
    align: "center",
  });
  // The facts drawn stack one under another from the top: a fact not sent leaves no gap.
  factsOf(document, ticket).forEach((fact, index) => {
    const top = FACTS_TOP + index * FACT_SPACING;
    if (fact.kind === "name") drawNameFact(doc, fact.label, fact.value, top);
    else drawFact(doc, fact.label, fact.value, top);
  });
  doc.font("Helvetica").fontSize(10).fillColor(MUTED);
  doc.text("One admission. Show this code at the entrance.", PAGE.margin, PAGE.height - 60, {
    width: CONTENT_WIDTH,
    align: "center",
  });
};

/**
 * The order's tickets as a PDF, one ticket a page: the venue's words in PDF's built-in fonts,
 * the guest's name in faces that draw any script (anyScriptFont.ts); nothing is fetched.
 */
export const renderTicketsPdf = (document: TicketsDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      // Every block is placed by hand; a page margin would only make pdfkit start new pages.
      margin: 0,
      autoFirstPage: false,
      info: { Title: `Tickets, ${document.brand.venueName}` },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on("error", reject);
    document.tickets.forEach((ticket, index) => {
      drawTicket(
        doc,
        document,
        ticket,
        `Ticket ${String(index + 1)} of ${String(document.tickets.length)}`,
      );
    });
    doc.end();
  });
