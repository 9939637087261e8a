import { unzipSync } from "fflate";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../../server/api/mail/mailbox.js";
import { smtpTransport } from "../../server/api/mail/transport.js";
import { formatsIn } from "../../src/domain/localeFormats.js";
import { apiHeaders, startTestServer, storageKinds, type TestServer } from "./harness.js";
import { pagesOf } from "./pdfPages.js";
import { aPurchaseForm, confirmPurchase, reserve, twoAdults, venueDay } from "./purchaseFlow.js";

/*
 * An order keeps the language it was bought in (issue 28): its tickets e-mail, a resent one,
 * its PDF, Wallet pass and calendar event are made in it, whatever language later asks for
 * them. Read as a guest reads them: the mail from the embedded mailbox, the PDF through
 * poppler, the pass's pass.json, the .ics as text.
 */

const VENUE = "Summit Needle Observation Tower";

interface Order {
  readonly orderId: number;
  readonly orderConfirmation: string;
  readonly email: string;
}

/** Two General Admission adults tomorrow, held and bought with `language` asked, or none. */
const buyIn = async (server: TestServer, language: string | undefined): Promise<Order> => {
  const email = `guest.${(language ?? "en").slice(0, 2)}@example.com`;
  const asked = language === undefined ? {} : { language };
  const { orderId } = await reserve(server, twoAdults(server), asked);
  const bought = await confirmPurchase(server, orderId, {
    form: aPurchaseForm({ email }),
    ...asked,
  });
  expect(bought.statusCode, bought.body).toBe(200);
  return { orderId, email, ...bought.json<{ orderConfirmation: string }>() };
};

/** The mails about an order (its number is in each subject), once `count` have arrived. */
const mailsAbout = async (mailbox: Mailbox, order: Order, count = 1): Promise<ParsedMail[]> => {
  const about = () =>
    mailbox
      .messages()
      .map((mail) => mail.parsed)
      .filter((mail) => (mail.subject ?? "").includes(String(order.orderId)))
      .reverse();
  for (let attempt = 0; attempt < 200 && about().length < count; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mails = about();
  if (mails.length < count) throw new Error(`order ${String(order.orderId)} got no mail`);
  return mails;
};

const attachment = (mail: ParsedMail | undefined, type: string): Buffer => {
  const found = mail?.attachments.find((file) => file.contentType.startsWith(type));
  if (found === undefined) throw new Error(`the mail carries no ${type}`);
  return found.content;
};

/** Every page's text, as poppler reads the PDF. */
const pdfText = async (pdf: Buffer): Promise<string> =>
  (await pagesOf(pdf)).map((page) => page.text).join("\n");

/** The .ics as a calendar reads it: its lines unfolded (RFC 5545 §3.1). */
const unfolded = (ics: string): string => ics.replace(/\r\n /g, "");

describe.each(storageKinds())("an order's documents in its language, on %s", (kind) => {
  let mailbox: Mailbox;
  let server: TestServer;
  let japanese: Order;
  let spanish: Order;
  let english: Order;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(kind, {
      mail: { transport: smtpTransport(mailbox.url), mailbox, pollMs: 20 },
    });
    japanese = await buyIn(server, "ja");
    spanish = await buyIn(server, "es-ES,es;q=0.9");
    english = await buyIn(server, undefined);
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });

  const download = async (document: "pdf" | "ics" | "pkpass", order: Order, query = "") => {
    const answer = await server.inject({
      url: `/api/web-sales/view-tickets/${document}?orderConfirmation=${order.orderConfirmation}${query}`,
      // Asked in another language: the order's own is the one its documents are in.
      headers: { "accept-language": "fr" },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.rawPayload;
  };

  const barcodeOf = async (order: Order): Promise<string> => {
    const [row] = await server.storage.query<{ barcode: string }>(
      "select barcode from tickets where order_id = $1 order by ticket_id limit 1",
      [order.orderId],
    );
    return row?.barcode ?? "";
  };

  const passOf = async (order: Order) => {
    const pkpass = await download("pkpass", order, `&barcode=${await barcodeOf(order)}`);
    const files = unzipSync(new Uint8Array(pkpass));
    return JSON.parse(new TextDecoder().decode(files["pass.json"])) as {
      description: string;
      locations: { relevantText: string }[];
      eventTicket: Record<string, { key: string; label: string; value: string | number }[]>;
    };
  };

  const fieldsOf = (pass: Awaited<ReturnType<typeof passOf>>) =>
    Object.fromEntries(
      Object.values(pass.eventTicket)
        .flat()
        .map((field) => [field.key, { label: field.label, value: field.value }]),
    );

  it("an order bought in Japanese gets its tickets e-mail in Japanese: its words, the venue's, dates and prices", async () => {
    const [mail] = await mailsAbout(mailbox, japanese);
    const ja = formatsIn("ja");
    expect(mail?.subject).toBe(`${VENUE}のチケット – ご注文番号 ${String(japanese.orderId)}`);
    expect(mail?.html).toContain('<html lang="ja">');
    const text = mail?.text ?? "";
    expect(text).toContain("様、ありがとうございます。");
    expect(text).toContain("一般入場券");
    expect(text).toContain(`来場日: ${ja.fullDate(venueDay(server, 1))}`);
    expect(text).toContain("チケット: 2 × 大人");
    expect(text).toContain(`確認番号: ${japanese.orderConfirmation}`);
    const [paid] = await server.storage.query<{ total: number }>(
      "select total_cents as total from orders where order_id = $1",
      [japanese.orderId],
    );
    expect(text).toContain(ja.price(paid?.total ?? Number.NaN));
    expect(text).not.toContain("Visit date");
  });

  it("its PDF, in the mail and downloaded, is in Japanese", async () => {
    const [mail] = await mailsAbout(mailbox, japanese);
    for (const pdf of [attachment(mail, "application/pdf"), await download("pdf", japanese)]) {
      const text = await pdfText(pdf);
      for (const words of [
        "チケット 1/2",
        "一般入場券",
        "大人",
        "来場日",
        "入場時間",
        "ご注文番号",
        formatsIn("ja").fullDate(venueDay(server, 1)),
      ]) {
        expect(text).toContain(words);
      }
      expect(text).not.toContain("Entry time");
    }
  });

  it("its Wallet pass is in Japanese", async () => {
    const pass = await passOf(japanese);
    expect(pass.description).toBe(`${VENUE}のチケット`);
    expect(pass.locations[0]?.relevantText).toBe(`${VENUE}へようこそ`);
    expect(fieldsOf(pass)).toMatchObject({
      product: { label: "チケット", value: "一般入場券" },
      type: { label: "券種", value: "大人" },
      date: { label: "来場日", value: formatsIn("ja").fullDate(venueDay(server, 1)) },
      order: { label: "ご注文番号", value: japanese.orderId },
    });
  });

  it("its calendar event, in the mail and downloaded, is in Japanese", async () => {
    const [mail] = await mailsAbout(mailbox, japanese);
    for (const ics of [
      attachment(mail, "text/calendar").toString("utf8"),
      (await download("ics", japanese)).toString("utf8"),
    ]) {
      const calendar = unfolded(ics);
      expect(calendar).toContain(`SUMMARY:${VENUE}：一般入場券`);
      expect(calendar).toContain(
        `DESCRIPTION:ご注文番号 ${String(japanese.orderId)}、チケット2枚。\\nチケット：`,
      );
    }
  });

  it("resent, asked in English, its tickets e-mail is in Japanese still", async () => {
    const resent = await server.inject({
      method: "POST",
      url: "/api/web-sales/order/resend-tickets",
      headers: { ...apiHeaders("sn"), "accept-language": "en" },
      payload: { orderId: japanese.orderId, email: japanese.email },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const [, again] = await mailsAbout(mailbox, japanese, 2);
    expect(again?.subject).toBe(`${VENUE}のチケット – ご注文番号 ${String(japanese.orderId)}`);
    expect(again?.text).toContain("チケット: 2 × 大人");
    expect(await pdfText(attachment(again, "application/pdf"))).toContain("一般入場券");
  });

  it("an order bought in Spanish gets its e-mail, PDF, pass and calendar event in Spanish", async () => {
    const [mail] = await mailsAbout(mailbox, spanish);
    const es = formatsIn("es");
    expect(mail?.subject).toBe(
      `Tus entradas para ${VENUE} – pedido n.º ${String(spanish.orderId)}`,
    );
    expect(mail?.text).toContain(`Fecha de visita: ${es.fullDate(venueDay(server, 1))}`);
    expect(mail?.text).toContain("Entradas: 2 × Adulto");
    const pdf = await pdfText(await download("pdf", spanish));
    for (const words of ["Entrada 1 de 2", "Entrada general", "Adulto", "Hora de entrada"]) {
      expect(pdf).toContain(words);
    }
    expect(fieldsOf(await passOf(spanish))).toMatchObject({
      product: { label: "Entrada", value: "Entrada general" },
      date: { label: "Fecha de visita", value: es.fullDate(venueDay(server, 1)) },
    });
    expect(unfolded((await download("ics", spanish)).toString("utf8"))).toContain(
      `SUMMARY:Entrada general en ${VENUE}`,
    );
  });

  it("an order bought in Japanese and cancelled gets its cancellation e-mail in Japanese", async () => {
    const order = await buyIn(server, "ja");
    // A tickets e-mail not sent before the refund is not sent: its tickets are void.
    await mailsAbout(mailbox, order);
    const refunded = await server.inject({
      method: "POST",
      url: "/api/web-sales/order/refund",
      headers: apiHeaders("sn"),
      payload: { orderId: order.orderId, email: order.email },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [, cancelled] = await mailsAbout(mailbox, order, 2);
    expect(cancelled?.subject).toBe(
      `${VENUE}のご注文番号 ${String(order.orderId)} はキャンセルされました`,
    );
    expect(cancelled?.text).toContain("返金は5～10営業日以内に行われる予定です。");
    expect(cancelled?.text).toContain("一般入場券");
  });

  it("an order bought with no language asked gets its documents in English, as before", async () => {
    const [mail] = await mailsAbout(mailbox, english);
    expect(mail?.subject).toBe(`Your tickets for ${VENUE} – order #${String(english.orderId)}`);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.text).toContain("Tickets: 2 × Adult");
    const pdf = await pdfText(await download("pdf", english));
    expect(pdf).toContain("Ticket 1 of 2");
    expect(pdf).toContain("General Admission");
    expect(fieldsOf(await passOf(english))).toMatchObject({
      product: { label: "Ticket", value: "General Admission" },
    });
    expect(unfolded((await download("ics", english)).toString("utf8"))).toContain(
      `SUMMARY:General Admission at ${VENUE}`,
    );
  });
});
