import type { LightMyRequestResponse } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import jsQR from "jsqr";
import type { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { ApiFailure } from "#contract/failure.js";
import { Tickets } from "#contract/orders.js";
import { brandOf, type BrandKey } from "../../src/domain/brand.js";
import * as texts from "../../src/domain/texts.js";
import type { Ticket } from "../../src/domain/order.js";
import { ticketEntryTime, ticketVisitDate } from "../../src/domain/ticketFacts.js";
import { renderTicketsPdf } from "../../server/shared/documents/pdf/ticketsPdf.js";
import { apiHeaders, storageKinds, type TestServer, useTestServer } from "./harness.js";
import { pagesOf, type PdfWord, wordsOf } from "./pdfPages.js";
import { aPurchaseForm, confirmPurchase, reserve, venueDay, type Booking } from "./purchaseFlow.js";

const PDF_PATH = "/api/web-sales/view-tickets/pdf";

const pdfOf = (server: TestServer, orderConfirmation: string) =>
  server.inject({ url: PDF_PATH, query: { orderConfirmation } });

/** An sn order of two adults, and a cgg one of an adult and a child: two ticket types. */
const bookings = (server: TestServer): Record<BrandKey, Booking> => ({
  sn: {
    client: "sn",
    productId: 101,
    visitDate: venueDay(server, 1),
    lines: [{ id: 1011, promotionType: 1, ticketsCount: 2 }],
  },
  cgg: {
    client: "cgg",
    productId: 201,
    visitDate: venueDay(server, 2),
    lines: [
      { id: 2011, promotionType: 1, ticketsCount: 1 },
      { id: 2012, promotionType: 2, ticketsCount: 1 },
    ],
  },
});

const buy = async (server: TestServer, booking: Booking) => {
  const form = aPurchaseForm({ firstName: "Grace", lastName: "Hopper" });
  const reservation = await reserve(server, booking);
  const answer = await confirmPurchase(server, reservation.orderId, {
    client: booking.client,
    form,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const { orderConfirmation } = answer.json<{ orderConfirmation: string }>();
  const viewed = await server.inject({
    url: "/api/web-sales/view-tickets",
    query: { orderConfirmation },
    headers: apiHeaders(booking.client),
  });
  const tickets = Tickets.decode(viewed.json());
  if (E.isLeft(tickets)) throw new Error(`view tickets broke its codec: ${viewed.body}`);
  return { orderId: reservation.orderId, orderConfirmation, form, tickets: tickets.right };
};

const darkShare = (png: PNG): number => {
  let dark = 0;
  for (let i = 0; i < png.data.length; i += 4) if ((png.data[i] ?? 255) < 128) dark += 1;
  return dark / (png.width * png.height);
};

describe.each(storageKinds())("the tickets' PDF, on %s", (kind) => {
  const server = useTestServer(kind);

  it("a guest's tickets as a document are kept by no cache: Cache-Control no-store on the PDF, the pass and the calendar file", async () => {
    const order = await buy(server(), bookings(server()).sn);
    const [ticket] = order.tickets;
    const confirmation = encodeURIComponent(order.orderConfirmation);
    for (const url of [
      `/api/web-sales/view-tickets/pdf?orderConfirmation=${confirmation}`,
      `/api/web-sales/view-tickets/ics?orderConfirmation=${confirmation}`,
      `/api/web-sales/view-tickets/pkpass?orderConfirmation=${confirmation}&barcode=${encodeURIComponent(ticket?.barcode ?? "")}`,
    ]) {
      const answer = await server().inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["cache-control"], url).toBe("no-store");
    }
  });

  it.each<BrandKey>(["sn", "cgg"])(
    "one ticket a page for %s: its QR code decodes to the barcode, with the product, guest, date, entry time, order number and venue address",
    async (client) => {
      const order = await buy(server(), bookings(server())[client]);
      const answer = await pdfOf(server(), order.orderConfirmation);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/pdf");
      expect(answer.headers["content-disposition"]).toBe(
        `attachment; filename="tickets-${String(order.orderId)}.pdf"`,
      );

      const pages = await pagesOf(answer.rawPayload);
      expect(pages).toHaveLength(order.tickets.length);
      expect(order.tickets.length).toBeGreaterThanOrEqual(2);
      const brand = brandOf(client);
      pages.forEach((page, index) => {
        const ticket = order.tickets[index];
        if (ticket === undefined) throw new Error(`no ticket for page ${String(index + 1)}`);
        const expected = [
          ticket.name,
          ticket.discountName,
          `${order.form.firstName} ${order.form.lastName}`,
          ticketVisitDate(ticket),
          ticketEntryTime(ticket),
          String(order.orderId),
          ticket.barcode,
          brand.venueName,
          ...brand.address,
        ];
        for (const fact of expected) expect(page.text).toContain(fact);
        expect(darkShare(page.png)).toBeGreaterThan(0.05);
        const qr = jsQR(new Uint8ClampedArray(page.png.data), page.png.width, page.png.height);
        expect(qr?.data).toBe(ticket.barcode);
      });
    },
    60_000,
  );

  it("an unknown confirmation number gets 404 with the view-tickets words; a blank one 400", async () => {
    const unknown = await pdfOf(server(), "NOSUCHORDER");
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown).message).toBe(texts.noTicket);
    const blank = await pdfOf(server(), " ");
    expect(blank.statusCode).toBe(400);
    failureOf(blank);
  });

  it("a refunded order has no PDF", async () => {
    const order = await buy(server(), bookings(server()).sn);
    const refunded = await server().inject({
      method: "POST",
      url: "/api/web-sales/order/refund",
      headers: apiHeaders("sn"),
      payload: { orderId: order.orderId, email: order.form.email },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await pdfOf(server(), order.orderConfirmation)).statusCode).toBe(404);
  });

  it("the confirmation number never reaches the log", async () => {
    const order = await buy(server(), bookings(server()).sn);
    await pdfOf(server(), order.orderConfirmation);
    expect(server().logLines().join("\n")).not.toContain(order.orderConfirmation);
  });
});

const failureOf = (answer: LightMyRequestResponse) => {
  const failure = ApiFailure.decode(answer.json());
  if (E.isLeft(failure)) throw new Error(`not an ApiFailure: ${answer.body}`);
  return failure.right;
};

describe("the guest's name on the tickets' PDF", () => {
  const brand = brandOf("sn");
  const ticketFor = (guestName: string): Required<Ticket> => ({
    ticketId: 1,
    orderId: 7,
    guestName,
    name: "General Admission",
    barcode: "SN-TEST-0001",
    productId: 101,
    discountName: "Adult",
    visitDate: "2030-01-08",
    startTime: "2030-01-08T09:00:00",
    endTime: "2030-01-08T09:30:00",
  });
  const pdfFor = (guestName: string) =>
    renderTicketsPdf({ brand, tickets: [ticketFor(guestName)] });

  it.each([
    ["Latin with accents", "Zoë Müller-Łukasz"],
    ["Vietnamese, its accents typed apart", "Nguye\u0302\u0303n Thi\u0323 Minh Khai"],
    ["Cyrillic", "Анна Иванова"],
    ["Greek", "Ελένη Παπαδοπούλου"],
    ["Chinese", "王小明"],
    ["Japanese", "山田 さくら"],
    ["Korean", "김민준"],
    ["Arabic", "محمد علي"],
    ["Hebrew", "דוד כהן"],
  ])(
    "a name in %s reads back from the PDF as it was typed",
    async (_script, name) => {
      const [page] = await pagesOf(await pdfFor(name));

      // Poppler marks right-to-left text with embedding controls, which are no letters.
      const text = page?.text.replace(/[\u202a-\u202e]/g, "");
      expect(text).toContain(name.normalize("NFC"));
    },
    30_000,
  );

  it("a name too long for its line is shortened with an ellipsis on that one line, above the date and within the page", async () => {
    const name =
      "Maximiliana Wolfeschlegelsteinhausenbergerdorff von Habsburg-Lothringen und Sachsen";
    const words = await wordsOf(await pdfFor(name));
    const guest = words.find((word) => word.text === "Guest");
    const date = words.find((word) => word.text === "Date");
    if (guest === undefined || date === undefined) throw new Error("no Guest or Date line");

    // Every word right of the label, from the Guest line down to the Date line's own words.
    const dateLine = Math.min(
      ...words.filter((word) => word.yMin > guest.yMax).map((word) => word.yMin),
    );
    const line = words.filter(
      (word) => word.xMin > guest.xMax && word.yMax > guest.yMin - 10 && word.yMin < dateLine,
    );
    const shown = line.map((word) => word.text).join(" ");
    expect(shown.endsWith("…")).toBe(true);
    expect(name.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown.length).toBeGreaterThan(20);
    expect(new Set(line.map((word) => Math.round(word.yMin))).size).toBe(1);
    for (const word of line) {
      expect(word.yMax).toBeLessThan(date.yMin);
      expect(word.xMax).toBeLessThanOrEqual(612 - 54);
    }
  }, 30_000);
});

describe("a ticket as any ticketing API sends it, on the tickets' PDF: only its name and barcode are sure", () => {
  const brand = brandOf("sn");
  const bare: Ticket = { name: "General Admission", barcode: "SN-TEST-0002" };
  const full: Required<Ticket> = {
    ...bare,
    ticketId: 3,
    orderId: 7,
    guestName: "Grace Hopper",
    productId: 101,
    discountName: "Adult",
    visitDate: "2030-01-08",
    startTime: "2030-01-08T09:00:00",
    endTime: "2030-01-08T09:30:00",
  };
  const venue = [brand.venueName, ...brand.address].join("\n");
  const FOOTER = "One admission. Show this code at the entrance.";

  /** Each fact the API may send, with the label it prints under, in the page's order. */
  const sendable = [
    { label: "Guest", sent: { guestName: full.guestName } },
    { label: "Date", sent: { visitDate: full.visitDate } },
    { label: "Entry time", sent: { startTime: full.startTime, endTime: full.endTime } },
    { label: "Order #", sent: { orderId: full.orderId } },
  ] as const;

  /** Every subset of the sendable facts, the discount sent or not, and the ids never. */
  const subsets = Array.from({ length: 2 ** (sendable.length + 1) }, (_, bits) => {
    const facts = sendable.filter((_fact, index) => (bits & (1 << index)) !== 0);
    const withDiscount = (bits & (1 << sendable.length)) !== 0;
    const ticket = facts.reduce<Ticket>((sent, fact) => ({ ...sent, ...fact.sent }), {
      ...bare,
      ...(withDiscount ? { discountName: full.discountName } : {}),
    });
    return { ticket, labels: [...facts.map((fact) => fact.label), "Venue"], withDiscount };
  });

  /**
   * The label column's lines below the code, top to bottom, each its words and top: the labels
   * stand 60 to 170 points right of the page's 54-point margin, between the code and the footer.
   */
  const labelLines = (words: readonly PdfWord[]) => {
    const labels = words.filter(
      (word) =>
        word.xMin >= 54 + 60 - 1 && word.xMax < 54 + 170 && word.yMin > 500 && word.yMin < 700,
    );
    const tops = [...new Set(labels.map((word) => Math.round(word.yMin)))].sort((a, b) => a - b);
    return tops.map((top) => ({
      top,
      text: labels
        .filter((word) => Math.round(word.yMin) === top)
        .map((word) => word.text)
        .join(" "),
    }));
  };

  const words = (text: string) => text.split(/\s+/).filter((word) => word !== "");

  it("a ticket with only its name and barcode prints its name, code and venue and no empty facts", async () => {
    const pdf = await renderTicketsPdf({ brand, tickets: [bare] });
    const [page] = await pagesOf(pdf);
    if (page === undefined) throw new Error("no page");

    // Every word on the page: the band, the name, the code, the venue and the footer, no more.
    const expected = [
      brand.venueName,
      "Ticket 1 of 1",
      bare.name,
      bare.barcode,
      "Venue",
      venue,
      FOOTER,
    ];
    expect(words(page.text).sort()).toEqual(words(expected.join(" ")).sort());
    const qr = jsQR(new Uint8ClampedArray(page.png.data), page.png.width, page.png.height);
    expect(qr?.data).toBe(bare.barcode);
  }, 30_000);

  it("a full ticket's page prints every fact, its labels 30 points apart from the first line below the code", async () => {
    const pdf = await renderTicketsPdf({ brand, tickets: [full] });
    const [page] = await pagesOf(pdf);
    for (const fact of [
      full.discountName,
      full.guestName,
      ticketVisitDate(full),
      ticketEntryTime(full),
      String(full.orderId),
      venue,
    ]) {
      expect(page?.text).toContain(fact);
    }
    const lines = labelLines(await wordsOf(pdf));
    expect(lines.map((line) => line.text)).toEqual([
      "Guest",
      "Date",
      "Entry time",
      "Order #",
      "Venue",
    ]);
    lines.forEach((line, index) => {
      expect(line.top - (lines[0]?.top ?? 0)).toBe(30 * index);
    });
  }, 30_000);

  it("facts that are drawn stack without gaps: for every subset of the facts sent, the labels are those sent and the venue, on the full ticket's first lines, and the ticket type line shows only when sent", async () => {
    const fullLines = labelLines(await wordsOf(await renderTicketsPdf({ brand, tickets: [full] })));
    const pdf = await renderTicketsPdf({ brand, tickets: subsets.map((subset) => subset.ticket) });
    for (const [index, subset] of subsets.entries()) {
      const page = await wordsOf(pdf, index + 1);
      const lines = labelLines(page);
      const what = JSON.stringify(subset.ticket);
      expect(
        lines.map((line) => line.text),
        what,
      ).toEqual(subset.labels);
      expect(
        lines.map((line) => line.top),
        what,
      ).toEqual(fullLines.slice(0, lines.length).map((line) => line.top));
      expect(
        page.some((word) => word.text === full.discountName),
        what,
      ).toBe(subset.withDiscount);
    }
  }, 60_000);

  it("an entry time shows only when both its start and end are sent; both null is all day, shown as --:--", async () => {
    const pdf = await renderTicketsPdf({
      brand,
      tickets: [
        { ...bare, startTime: null, endTime: null },
        { ...bare, startTime: full.startTime },
        { ...bare, endTime: full.endTime },
      ],
    });
    const [allDay, startOnly, endOnly] = await pagesOf(pdf);
    expect(allDay?.text).toContain("Entry time");
    expect(allDay?.text).toContain("--:--");
    for (const page of [startOnly, endOnly]) {
      expect(page?.text).not.toContain("Entry time");
      expect(page?.text).not.toContain("AM");
    }
    expect(labelLines(await wordsOf(pdf, 1)).map((line) => line.text)).toEqual([
      "Entry time",
      "Venue",
    ]);
  }, 30_000);

  it("a ticket's ticketId and productId, when sent, are printed nowhere", async () => {
    const pdf = await renderTicketsPdf({
      brand,
      tickets: [{ ...bare, ticketId: 424242, productId: 737373 }],
    });
    const [page] = await pagesOf(pdf);
    expect(page?.text).not.toContain("424242");
    expect(page?.text).not.toContain("737373");
    expect(labelLines(await wordsOf(pdf)).map((line) => line.text)).toEqual(["Venue"]);
  }, 30_000);
});
