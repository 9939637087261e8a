import { describe, expect, it } from "vitest";
import { brandOf } from "../../src/domain/brand.js";
import type { KeptTicket } from "../../server/shared/documents/keptOrder.js";
import { passJson, type PassTicket } from "../../server/shared/documents/wallet/passJson.js";

const brand = brandOf("sn");
const identity = { typeId: "pass.com.example.tickets", teamId: "TEAM123456" };
const venue = "Summit Needle Observation Tower\n400 Summit Way North\nSeattle, WA 98109";

const kept: KeptTicket = {
  barcode: "SN-PASS-0001",
  productName: "General Admission",
  ticketType: "Adult",
  visitDate: "2030-01-08",
  startTime: "2030-01-08T09:00:00",
  endTime: "2030-01-08T09:30:00",
};
// What the reference API's route hands over: a kept ticket with its order's guest and number.
const full: PassTicket = { ...kept, guestName: "Grace Hopper", orderId: 9 };
const bare: PassTicket = { barcode: "SN-PASS-0002", productName: "General Admission" };

/** Every field of the pass's eventTicket, by key, with its value. */
const fieldsOf = (pass: ReturnType<typeof passJson>) =>
  Object.fromEntries(
    Object.values(pass.eventTicket)
      .flat()
      .map((field) => [field.key, field.value]),
  );

describe("pass.json of a ticket as any ticketing API sends it: only its barcode and product are sure", () => {
  it("a full ticket's pass.json is, byte for byte, the pass it always was", () => {
    const barcode = {
      format: "PKBarcodeFormatQR",
      message: "SN-PASS-0001",
      messageEncoding: "iso-8859-1",
      altText: "SN-PASS-0001",
    };
    const always = {
      formatVersion: 1,
      passTypeIdentifier: identity.typeId,
      teamIdentifier: identity.teamId,
      serialNumber: "SN-PASS-0001",
      organizationName: "Summit Needle Company",
      description: "Summit Needle Observation Tower ticket",
      logoText: "Summit Needle Observation Tower",
      foregroundColor: "rgb(255, 255, 255)",
      backgroundColor: "rgb(11, 92, 173)",
      labelColor: "rgb(214, 219, 225)",
      relevantDate: "2030-01-08T09:00:00-08:00",
      locations: [
        {
          latitude: 47.6205,
          longitude: -122.3493,
          relevantText: "Welcome to Summit Needle Observation Tower",
        },
      ],
      barcodes: [barcode],
      barcode,
      eventTicket: {
        primaryFields: [{ key: "product", label: "Ticket", value: "General Admission" }],
        secondaryFields: [
          { key: "date", label: "Date", value: "Tuesday, January 8, 2030" },
          { key: "time", label: "Entry time", value: "9:00 AM to 9:30 AM" },
        ],
        auxiliaryFields: [
          { key: "type", label: "Type", value: "Adult" },
          { key: "guest", label: "Guest", value: "Grace Hopper" },
        ],
        backFields: [
          { key: "order", label: "Order #", value: 9 },
          { key: "venue", label: "Venue", value: venue },
        ],
      },
    };
    // The manifest signs pass.json's bytes: the keys' order is part of the pass.
    expect(JSON.stringify(passJson(full, brand, identity))).toBe(JSON.stringify(always));
  });

  it("a pass of a ticket with only its name and barcode has no relevantDate and no date, time, type, guest or order field", () => {
    const pass = passJson(bare, brand, identity);
    expect(pass).not.toHaveProperty("relevantDate");
    expect(pass.eventTicket).toEqual({
      primaryFields: [{ key: "product", label: "Ticket", value: "General Admission" }],
      secondaryFields: [],
      auxiliaryFields: [],
      backFields: [{ key: "venue", label: "Venue", value: venue }],
    });
    expect([pass.serialNumber, pass.barcode.message, pass.barcodes[0]?.message]).toEqual([
      bare.barcode,
      bare.barcode,
      bare.barcode,
    ]);
    expect(pass.locations).toEqual([expect.objectContaining(brand.location)]);
  });

  it.each<[string, Partial<PassTicket>, Record<string, string | number>]>([
    [
      "a visit date shows as Date",
      { visitDate: "2030-01-08" },
      { date: "Tuesday, January 8, 2030" },
    ],
    [
      "a start and end show as Entry time",
      { startTime: "2030-01-08T09:00:00", endTime: "2030-01-08T09:30:00" },
      { time: "9:00 AM to 9:30 AM" },
    ],
    [
      "a start and end both null show as Entry time All day",
      { startTime: null, endTime: null },
      { time: "All day" },
    ],
    ["a ticket type shows as Type", { ticketType: "Child" }, { type: "Child" }],
    ["a guest's name shows as Guest", { guestName: "Ada Lovelace" }, { guest: "Ada Lovelace" }],
    ["an order number shows as Order #", { orderId: 42 }, { order: 42 }],
    ["a start time without its end shows no Entry time", { startTime: "2030-01-08T09:00:00" }, {}],
    ["an end time without its start shows no Entry time", { endTime: "2030-01-08T09:30:00" }, {}],
  ])("%s, and no other field but the product and venue", (_rule, sent, shown) => {
    const pass = passJson({ ...bare, ...sent }, brand, identity);
    expect(fieldsOf(pass)).toEqual({ product: bare.productName, venue, ...shown });
  });

  it("a pass is relevant from the entry time, from the venue's midnight of an untimed visit, and never without a visit date", () => {
    const relevant = (sent: Partial<PassTicket>) =>
      passJson({ ...bare, ...sent }, brand, identity).relevantDate;
    expect(relevant({ visitDate: "2030-01-08", startTime: "2030-01-08T09:00:00" })).toBe(
      "2030-01-08T09:00:00-08:00",
    );
    expect(relevant({ visitDate: "2030-07-08", startTime: null, endTime: null })).toBe(
      "2030-07-08T00:00:00-07:00",
    );
    expect(relevant({ visitDate: "2030-01-08" })).toBe("2030-01-08T00:00:00-08:00");
    expect(relevant({ startTime: "2030-01-08T09:00:00", endTime: "2030-01-08T09:30:00" })).toBe(
      undefined,
    );
  });
});
