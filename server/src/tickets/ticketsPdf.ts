import PDFDocument from "pdfkit";
import { create } from "qrcode";
import type { Brand } from "../../../src/domain/brand.js";
import type { Ticket } from "../../../src/domain/order.js";
import { ticketEntryTime, ticketVisitDate } from "../../../src/domain/ticketFacts.js";

/** What the PDF prints: the venue the order was sold for and its tickets. Plain data, no I/O. */
export interface TicketsDocument {
  readonly brand: Pick<Brand, "venueName" | "address" | "themeColor">;
  readonly tickets: readonly Ticket[];
}

// US Letter in points; the venue sells in the US.
const PAGE = { width: 612, height: 792, margin: 54 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BAND_HEIGHT = 84;
// 3.75 inches: large enough for a gate scanner at arm's length, also printed at 90 %.
const QR_SIDE = 270;
const QR_TOP = 196;
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

const drawFact = (doc: PDFKit.PDFDocument, label: string, value: string, top: number) => {
  doc.font("Helvetica").fontSize(11).fillColor(MUTED);
  doc.text(label, PAGE.margin + 60, top + 2, { width: 110 });
  doc.font("Helvetica-Bold").fontSize(14).fillColor(INK);
  doc.text(value, PAGE.margin + 170, top, { width: CONTENT_WIDTH - 230 });
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
  doc.font("Helvetica").fontSize(16).fillColor(MUTED);
  doc.text(ticket.discountName, PAGE.margin, 146, { width: CONTENT_WIDTH, align: "center" });
  drawQrCode(doc, ticket.barcode);
  doc.font("Courier-Bold").fontSize(16).fillColor(INK);
  doc.text(ticket.barcode, PAGE.margin, QR_TOP + QR_SIDE + 12, {
    width: CONTENT_WIDTH,
    align: "center",
  });
  const facts: readonly (readonly [string, string])[] = [
    ["Guest", ticket.guestName],
    ["Date", ticketVisitDate(ticket)],
    ["Entry time", ticketEntryTime(ticket)],
    ["Order #", String(ticket.orderId)],
    ["Venue", [document.brand.venueName, ...document.brand.address].join("\n")],
  ];
  facts.forEach(([label, value], index) => {
    drawFact(doc, label, value, 524 + index * 30);
  });
  doc.font("Helvetica").fontSize(10).fillColor(MUTED);
  doc.text("One admission. Show this code at the entrance.", PAGE.margin, PAGE.height - 60, {
    width: CONTENT_WIDTH,
    align: "center",
  });
};

/** The order's tickets as a PDF, one ticket a page; built-in fonts only, nothing fetched. */
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
