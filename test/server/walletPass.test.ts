import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import * as texts from "../../src/domain/texts.js";
import { brandOf } from "../../src/domain/brand.js";
import { purchasedOrder, send, ticketsOf } from "./contractRequests.js";
import { aPurchaseForm, confirmPurchase, reserve, venueDay } from "./purchaseFlow.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";

interface PassJson {
  readonly formatVersion: number;
  readonly passTypeIdentifier: string;
  readonly teamIdentifier: string;
  readonly serialNumber: string;
  readonly organizationName: string;
  readonly relevantDate: string;
  readonly barcodes: readonly { format: string; message: string; messageEncoding: string }[];
  readonly barcode: { message: string };
  readonly locations: readonly { latitude: number; longitude: number }[];
  readonly foregroundColor: string;
  readonly backgroundColor: string;
  readonly labelColor: string;
  readonly eventTicket: Record<string, readonly { key: string; value: string | number }[]>;
}

const sha1 = (content: Uint8Array) => createHash("sha1").update(content).digest("hex");

/** What openssl says of the signature over `manifest`: true when it verifies. */
const opensslVerifies = (signature: Uint8Array, manifest: Uint8Array): boolean => {
  const dir = mkdtempSync(join(tmpdir(), "pkpass-"));
  try {
    writeFileSync(join(dir, "signature"), signature);
    writeFileSync(join(dir, "manifest.json"), manifest);
    execFileSync(
      "openssl",
      ["smime", "-verify", "-binary", "-inform", "DER", "-noverify", "-in", "signature"].concat([
        "-content",
        "manifest.json",
        "-out",
        "/dev/null",
      ]),
      { cwd: dir, stdio: "pipe" },
    );
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const fieldValues = (pass: PassJson) =>
  Object.fromEntries(
    Object.values(pass.eventTicket)
      .flat()
      .map((field) => [field.key, field.value]),
  );

describe.each(storageKinds())("Apple Wallet passes, on %s", (kind) => {
  const server = useTestServer(kind);

  /** A pass fetched as the tickets page's link does: no appKey, only the order's numbers. */
  const fetchPass = (orderConfirmation: string, barcode: string) =>
    server().inject({
      url: "/api/web-sales/view-tickets/pkpass",
      query: { orderConfirmation, barcode },
    });

  it("a ticket's pass is a signed pkpass whose manifest names every file's SHA-1 and whose pass.json carries the ticket", async () => {
    const order = await purchasedOrder(server());
    const [ticket] = await ticketsOf(server(), order.orderConfirmation);
    const viewed = send(server(), "viewTickets", {
      query: { orderConfirmation: order.orderConfirmation },
      headers: apiHeaders("sn"),
    });
    const [shown] = (await viewed).json<
      { startTime: string; barcode: string; ticketId: number }[]
    >();
    const answer = await fetchPass(order.orderConfirmation, ticket?.barcode ?? "");

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const manifestBytes = files["manifest.json"] ?? new Uint8Array();
    const manifest = JSON.parse(Buffer.from(manifestBytes).toString("utf8")) as Record<
      string,
      string
    >;
    const hashed = Object.keys(files).filter(
      (name) => !["manifest.json", "signature"].includes(name),
    );
    expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
    expect(hashed).toEqual(
      expect.arrayContaining(["pass.json", "icon.png", "icon@2x.png", "logo.png"]),
    );
    for (const name of hashed)
      expect(manifest[name], name).toBe(sha1(files[name] ?? new Uint8Array()));

    const pass = JSON.parse(Buffer.from(files["pass.json"] ?? []).toString("utf8")) as PassJson;
    const brand = brandOf("sn");
    expect(pass.formatVersion).toBe(1);
    expect(pass.serialNumber).toBe(`${String(order.orderId)}-${String(shown?.ticketId)}`);
    expect(pass.barcodes).toEqual([
      expect.objectContaining({
        format: "PKBarcodeFormatQR",
        message: shown?.barcode,
        messageEncoding: "iso-8859-1",
      }),
    ]);
    expect(pass.barcode.message).toBe(shown?.barcode);
    // The suite's clock is in January: the venue keeps Pacific Standard Time, UTC-8.
    expect(pass.relevantDate).toBe(`${shown?.startTime ?? ""}-08:00`);
    expect(pass.locations).toEqual([expect.objectContaining(brand.location)]);
    expect([pass.foregroundColor, pass.backgroundColor]).toEqual([
      "rgb(255, 255, 255)",
      "rgb(11, 92, 173)",
    ]);
    expect(pass.organizationName).toBe(brand.companyName);
    const form = aPurchaseForm();
    expect(fieldValues(pass)).toMatchObject({
      order: order.orderId,
      guest: `${form.firstName} ${form.lastName}`,
    });

    expect(opensslVerifies(files.signature ?? new Uint8Array(), manifestBytes)).toBe(true);
  });

  it("a cgg order's pass, found by its numbers alone, carries the glass garden's name, place and colours", async () => {
    const reservation = await reserve(server(), {
      client: "cgg",
      productId: 201,
      visitDate: venueDay(server(), 1),
      lines: [{ id: 2011, promotionType: 1, ticketsCount: 1 }],
    });
    const bought = await confirmPurchase(server(), reservation.orderId, { client: "cgg" });
    expect(bought.statusCode, bought.body).toBe(200);
    const { orderConfirmation } = bought.json<{ orderConfirmation: string }>();
    const [ticket] = (
      await send(server(), "viewTickets", {
        query: { orderConfirmation },
        headers: apiHeaders("cgg"),
      })
    ).json<{ barcode: string; orderId: number; ticketId: number }[]>();
    const answer = await fetchPass(orderConfirmation, ticket?.barcode ?? "");
    expect(answer.statusCode, answer.body).toBe(200);
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const pass = JSON.parse(Buffer.from(files["pass.json"] ?? []).toString("utf8")) as PassJson;
    const cgg = brandOf("cgg");
    expect(pass.organizationName).toBe(cgg.companyName);
    expect(pass.locations).toEqual([expect.objectContaining(cgg.location)]);
    expect(pass.backgroundColor).not.toBe("rgb(11, 92, 173)");
    expect(pass.serialNumber).toBe(`${String(ticket?.orderId)}-${String(ticket?.ticketId)}`);
  });

  it("a pass whose manifest was changed after signing fails openssl's verification", async () => {
    const order = await purchasedOrder(server());
    const [ticket] = await ticketsOf(server(), order.orderConfirmation);
    const files = unzipSync(
      new Uint8Array((await fetchPass(order.orderConfirmation, ticket?.barcode ?? "")).rawPayload),
    );
    const tampered = Buffer.from(
      Buffer.from(files["manifest.json"] ?? [])
        .toString("utf8")
        .replace(/"[0-9a-f]{40}"/, `"${"0".repeat(40)}"`),
    );
    expect(opensslVerifies(files.signature ?? new Uint8Array(), tampered)).toBe(false);
  });

  it("an unknown confirmation number, or a barcode of another order, is refused with the view-tickets words and no pass", async () => {
    const order = await purchasedOrder(server());
    const other = await purchasedOrder(server());
    const [othersTicket] = await ticketsOf(server(), other.orderConfirmation);
    const [ticket] = await ticketsOf(server(), order.orderConfirmation);
    for (const answer of [
      await fetchPass("NOSUCHCONFIRMATION", ticket?.barcode ?? ""),
      await fetchPass(order.orderConfirmation, othersTicket?.barcode ?? ""),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ Code: 404, message: texts.noTicket });
    }
  });

  it("a pass's barcode and confirmation number never reach the log", async () => {
    const order = await purchasedOrder(server());
    const [ticket] = await ticketsOf(server(), order.orderConfirmation);
    await fetchPass(order.orderConfirmation, ticket?.barcode ?? "");
    const log = server().logLines().join("\n");
    expect(log).not.toContain(order.orderConfirmation);
    expect(log).not.toContain(ticket?.barcode ?? "no barcode");
  });
});

describe("refused wallet-pass and calendar guesses", () => {
  const server = useTestServer("pglite", { guessLimit: { maxFailures: 2, windowMs: 60_000 } });

  it("count with view tickets' refused guesses, so switching route buys no more guesses", async () => {
    const headers = apiHeaders("sn");
    const pass = await server().inject({
      url: "/api/web-sales/view-tickets/pkpass?orderConfirmation=GUESS1&barcode=X",
      headers,
    });
    const viewed = await server().inject({
      url: "/api/web-sales/view-tickets?orderConfirmation=GUESS2",
      headers,
    });
    const calendar = await server().inject({
      url: "/api/web-sales/view-tickets/ics?orderConfirmation=GUESS3",
      headers,
    });
    expect([pass.statusCode, viewed.statusCode, calendar.statusCode]).toEqual([404, 200, 429]);
  });
});
