import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import {
  BarcodeProvider,
  CityPassVoucherRequest,
  ConfirmedPurchase,
  ConfirmPurchaseAnswer,
  ConfirmPurchaseAnswerReading,
  Order,
  OrderSearchParams,
  OrderStatus,
  PromoPurchaseForm,
  PurchaseForm,
  RefundAnswer,
  RefundRequest,
  ResendTicketsAnswer,
  ResendTicketsRequest,
  Ticket,
  Tickets,
  TicketReading,
  TicketsReading,
  TicketsPdf,
  UnsuccessfulPurchase,
  ViewTicketsQuery,
  VisitCalendar,
  VoucherMatches,
  WalletPass,
  WalletPassQuery,
} from "#contract/orders.js";
import {
  expectAccepted,
  expectedName,
  expectRefused,
  without,
  withField,
  type Wire,
} from "./codecRules.js";

/** Purchase, tickets, order lookup, refund and city-pass calls (spec §3 and §7). */

const guest: Wire = {
  email: "guest@example.com",
  firstName: "Zoë",
  lastName: "O'Brien",
  address1: "400 Broad St",
  address2: "",
  city: "Seattle",
  state: "WA",
  postalCode: "98109",
  country: "US",
  phoneNumber: "+1 206 555 0100",
  sendNotificationYN: true,
};

const aPurchaseForm: Wire = {
  ...guest,
  cardOwnerName: "Zoë O'Brien",
  cardNumber: "4111 1111 1111 1111",
  cardMonthExp: "12",
  cardYearExp: "2031",
  cardCVV: "123",
};

/** Each text field of the purchase form: the name a refusal gives it, and its longest value. */
const textFields: readonly (readonly [field: string, name: string, max: number])[] = [
  ["email", "Email", 254],
  ["firstName", "FirstName", 100],
  ["lastName", "LastName", 100],
  ["address1", "Address1", 200],
  ["city", "City", 100],
  ["state", "State", 100],
  ["postalCode", "PostalCode", 20],
  ["country", "Country", 100],
  ["phoneNumber", "PhoneNumber", 40],
  ["cardOwnerName", "CardOwnerName", 200],
  ["cardNumber", "CardNumber", 30],
  ["cardMonthExp", "CardMonthExp", 2],
  ["cardYearExp", "CardYearExp", 4],
  ["cardCVV", "CardCVV", 4],
];
const cardFields = ["cardOwnerName", "cardNumber", "cardMonthExp", "cardYearExp", "cardCVV"];

describe("the purchase form (spec §3)", () => {
  it("a purchase form with every field of spec §3 is accepted", () => {
    expectAccepted(PurchaseForm, aPurchaseForm);
  });

  it.each(Object.keys(aPurchaseForm))("a purchase form without %s is refused", (field) => {
    expectRefused(PurchaseForm, without(aPurchaseForm, field));
    expectRefused(PromoPurchaseForm, without(aPurchaseForm, field));
  });

  it.each(textFields)("a blank %s is refused, named %s", (field, name) => {
    expectRefused(PurchaseForm, withField(aPurchaseForm, field, " "));
    expect(expectedName(PurchaseForm, withField(aPurchaseForm, field, ""))).toBe(name);
  });

  it.each(textFields)("%s (%s) holds at most %i characters", (field, _name, max) => {
    expectAccepted(PurchaseForm, withField(aPurchaseForm, field, "9".repeat(max)));
    expectRefused(PurchaseForm, withField(aPurchaseForm, field, "9".repeat(max + 1)));
  });

  it("address2 may be empty, up to 200 characters, and is named Address2", () => {
    expectAccepted(PurchaseForm, withField(aPurchaseForm, "address2", "Suite 5"));
    expectAccepted(PurchaseForm, withField(aPurchaseForm, "address2", "a".repeat(200)));
    expect(expectedName(PurchaseForm, withField(aPurchaseForm, "address2", "a".repeat(201)))).toBe(
      "Address2",
    );
  });

  it("sendNotificationYN is a boolean", () => {
    expectAccepted(PurchaseForm, withField(aPurchaseForm, "sendNotificationYN", false));
    expectRefused(PurchaseForm, withField(aPurchaseForm, "sendNotificationYN", "Y"));
  });

  it("a body that is not a form is refused as PurchaseForm", () => {
    expect(expectedName(PurchaseForm, "form")).toBe("PurchaseForm");
  });
});

describe("the zero-total purchase form (confirm-order-promo)", () => {
  it("a zero-total order's form may leave every card field empty", () => {
    const noCard = Object.fromEntries(cardFields.map((field) => [field, ""]));
    expectAccepted(PromoPurchaseForm, { ...aPurchaseForm, ...noCard });
    expectRefused(PurchaseForm, { ...aPurchaseForm, ...noCard });
  });

  it.each(textFields.filter(([field]) => cardFields.includes(field)))(
    "a zero-total order's %s is still named %s and bounded",
    (field, name, max) => {
      expectAccepted(PromoPurchaseForm, withField(aPurchaseForm, field, "9".repeat(max)));
      expect(
        expectedName(PromoPurchaseForm, withField(aPurchaseForm, field, "9".repeat(max + 1))),
      ).toBe(name);
    },
  );

  it.each(textFields.filter(([field]) => !cardFields.includes(field)))(
    "a zero-total order still needs the guest's %s",
    (field, name) => {
      expect(expectedName(PromoPurchaseForm, withField(aPurchaseForm, field, ""))).toBe(name);
    },
  );

  it("a body that is not a form is refused as PromoPurchaseForm", () => {
    expect(expectedName(PromoPurchaseForm, null)).toBe("PromoPurchaseForm");
  });
});

const confirmed: Wire = {
  successfulYN: true,
  orderId: 7,
  orderConfirmation: "SN-7-ABCD",
  totalPrice: 55.5,
  totalTax: 4.5,
  ticketsEmailQueued: true,
};

describe("the purchase answer (spec §7: successfulYN)", () => {
  it("a successful purchase answers the order, its confirmation number and totals", () => {
    expectAccepted(ConfirmedPurchase, confirmed);
    expectAccepted(ConfirmPurchaseAnswer, confirmed);
  });

  it.each(Object.keys(confirmed))("a successful purchase answer without %s is refused", (field) => {
    expectRefused(ConfirmedPurchase, without(confirmed, field));
    expectRefused(ConfirmPurchaseAnswer, without(confirmed, field));
  });

  it("the storefront's reading: successfulYN true alone, or with extensions sent malformed, is a purchase", () => {
    expectAccepted(ConfirmPurchaseAnswerReading, { successfulYN: true });
    expect(ConfirmPurchaseAnswerReading.decode({ ...confirmed, totalPrice: "55.50" })).toEqual(
      E.right({ ...confirmed, totalPrice: undefined }),
    );
    expectRefused(ConfirmPurchaseAnswerReading, {});
    expectRefused(ConfirmPurchaseAnswerReading, { successfulYN: "true" });
  });

  it("a purchase that failed answers successfulYN false and nothing else need be there", () => {
    expectAccepted(UnsuccessfulPurchase, { successfulYN: false });
    expectAccepted(ConfirmPurchaseAnswer, { successfulYN: false });
    expectRefused(ConfirmedPurchase, { ...confirmed, successfulYN: false });
    expectRefused(UnsuccessfulPurchase, { successfulYN: true });
  });

  it("a purchase answer with no successfulYN is refused", () => {
    expectRefused(ConfirmPurchaseAnswer, {});
    expect(expectedName(ConfirmPurchaseAnswer, "ok")).toBe("ConfirmPurchaseAnswer");
  });
});

describe("view tickets (spec §7: query orderConfirmation)", () => {
  it("the query carries a non-blank confirmation number of up to 64 characters", () => {
    expectAccepted(ViewTicketsQuery, { orderConfirmation: "SN-7-ABCD" });
    expectAccepted(ViewTicketsQuery, { orderConfirmation: "A".repeat(64) });
    expectRefused(ViewTicketsQuery, { orderConfirmation: "A".repeat(65) });
    expect(expectedName(ViewTicketsQuery, { orderConfirmation: " " })).toBe("OrderConfirmation");
    expect(expectedName(ViewTicketsQuery, {})).toBe("OrderConfirmation");
  });

  it("a wallet pass is asked by confirmation number and the ticket's barcode", () => {
    const query = { orderConfirmation: "SN-7-ABCD", barcode: "SN0000000701" };
    expectAccepted(WalletPassQuery, query);
    expectRefused(WalletPassQuery, without(query, "orderConfirmation"));
    expect(expectedName(WalletPassQuery, without(query, "barcode"))).toBe("Barcode");
    expectRefused(WalletPassQuery, { ...query, barcode: "9".repeat(65) });
  });
});

const aTicket: Wire = {
  ticketId: 70,
  orderId: 7,
  guestName: "Zoë O'Brien",
  name: "General Admission",
  barcode: "SN0000000701",
  productId: 101,
  discountName: "Adult",
  visitDate: "2030-01-07",
  startTime: "2030-01-07T10:00:00",
  endTime: "2030-01-07T10:30:00",
};

describe("a ticket (spec §7: a list of tickets, each with its name)", () => {
  it("a timed ticket, and one with no entry time, are accepted", () => {
    expectAccepted(Tickets, [aTicket, { ...aTicket, startTime: null, endTime: null }]);
    expectAccepted(Tickets, []);
  });

  it.each(Object.keys(aTicket))(
    "the reference server's full answer: a ticket without %s is refused",
    (field) => {
      expectRefused(Ticket, without(aTicket, field));
      expectRefused(Tickets, [without(aTicket, field)]);
    },
  );

  it("the storefront's reading: a ticket with only the spec's name and its barcode is accepted", () => {
    expectAccepted(TicketsReading, [{ name: "General Admission", barcode: "SN0000000701" }]);
    expectAccepted(TicketsReading, [aTicket]);
  });

  it.each(["name", "barcode"])(
    "the storefront's reading: a ticket without %s is refused (no name to show, no QR code to draw)",
    (field) => {
      expectRefused(TicketReading, without(aTicket, field));
    },
  );

  it.each([
    ["visitDate", "2030-02-30"],
    ["ticketId", 0],
  ])(
    "the storefront's reading: an extension sent malformed (%s: %j) is refused",
    (field, value) => {
      expectRefused(TicketReading, withField(aTicket, field, value));
    },
  );

  it.each([
    ["visitDate", "2030-02-30"],
    ["startTime", "2030-01-07T24:00:00"],
    ["endTime", "2030-01-07 10:30"],
    ["ticketId", 0],
  ])("a ticket whose %s is %j is refused", (field, value) => {
    expectRefused(Ticket, withField(aTicket, field, value));
  });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe("files answered for download, known by their first bytes", () => {
  it.each([
    ["TicketsPdf", TicketsPdf, "%PDF-1.7\n", "PK\u0003\u0004"],
    ["WalletPass", WalletPass, "PK\u0003\u0004rest", "%PDF-1.7"],
    ["VisitCalendar", VisitCalendar, "BEGIN:VCALENDAR\r\nEND:VCALENDAR", "BEGIN:VEVENT"],
  ] as const)("a %s starts with its signature", (name, codec, file, other) => {
    expectAccepted(codec, bytes(file));
    expectRefused(codec, bytes(other));
    expectRefused(codec, bytes(""));
    expect(expectedName(codec, bytes(other))).toBe(name);
  });

  it.each([
    ["TicketsPdf", TicketsPdf, "%PDF-"],
    ["WalletPass", WalletPass, "PK\u0003\u0004"],
    ["VisitCalendar", VisitCalendar, "BEGIN:VCALENDAR"],
  ] as const)("a %s must be bytes, not text", (_name, codec, file) => {
    expectRefused(codec, file);
    expect(codec.is(file)).toBe(false);
    expect(codec.is(bytes(file))).toBe(true);
  });

  it("a file is sent as its own bytes", () => {
    const pdf = bytes("%PDF-1.7");
    expect(TicketsPdf.encode(pdf)).toBe(pdf);
  });
});

const anOrder: Wire = {
  orderId: 7,
  guestFirstName: "Zoë",
  guestLastName: "O'Brien",
  orderDate: "2030-01-02T09:15:00",
  visitDate: "2030-01-07T00:00:00",
  orderConfirmation: "SN-7-ABCD",
  numberOfTickets: 3,
  orderProducts: [{ productName: "General Admission", qty: 3 }],
  email: "guest@example.com",
  status: "CONFIRMED",
  cancelledDate: null,
  totalPaid: 55.5,
  totalTax: 4.5,
  tickets: [
    {
      ticketId: 41,
      productName: "General Admission",
      discountName: "Adult",
      visitDate: "2030-01-07",
      startTime: "2030-01-07T10:00:00",
      endTime: "2030-01-07T11:00:00",
      cancellable: true,
    },
  ],
};

describe("the order lookup (spec §3 'Order (lookup)')", () => {
  it("an order as the lookup answers it is accepted, standing or cancelled", () => {
    expectAccepted(Order, anOrder);
    expectAccepted(Order, {
      ...anOrder,
      status: "CANCELLED",
      cancelledDate: "2030-01-03T11:00:00",
    });
  });

  it.each(Object.keys(anOrder))("an order lookup answer without %s is refused", (field) => {
    expectRefused(Order, without(anOrder, field));
  });

  it.each(["productName", "qty"])("an order's product line without %s is refused", (field) => {
    const line = { productName: "General Admission", qty: 3 };
    expectRefused(Order, withField(anOrder, "orderProducts", [without(line, field)]));
  });

  it.each([
    "ticketId",
    "productName",
    "discountName",
    "visitDate",
    "startTime",
    "endTime",
    "cancellable",
  ])("an order's ticket without %s is refused", (field) => {
    const [ticket] = anOrder.tickets as readonly Record<string, unknown>[];
    expectRefused(Order, withField(anOrder, "tickets", [without(ticket ?? {}, field)]));
  });

  it("an order stands (CONFIRMED) or was cancelled (CANCELLED), nothing else", () => {
    expectAccepted(OrderStatus, "CONFIRMED");
    expectAccepted(OrderStatus, "CANCELLED");
    expectRefused(OrderStatus, "REFUNDED");
    expect(expectedName(Order, withField(anOrder, "status", "confirmed"))).toBe("OrderStatus");
  });

  it("an order is searched by its id and e-mail", () => {
    const search = { orderId: 7, email: "guest@example.com" };
    expectAccepted(OrderSearchParams, search);
    expectRefused(OrderSearchParams, without(search, "orderId"));
    expect(expectedName(OrderSearchParams, without(search, "email"))).toBe("Email");
    expect(expectedName(OrderSearchParams, [])).toBe("OrderSearchParams");
  });
});

describe("refund and resend (spec §7: orderId, email)", () => {
  it.each([
    ["refund", RefundRequest, "RefundRequest"],
    ["resend tickets", ResendTicketsRequest, "ResendTicketsRequest"],
  ] as const)("a %s names the order by its id and e-mail", (_call, codec, name) => {
    const request = { orderId: 7, email: "guest@example.com" };
    expectAccepted(codec, request);
    expectRefused(codec, without(request, "orderId"));
    expectRefused(codec, { ...request, orderId: 0 });
    expect(expectedName(codec, without(request, "email"))).toBe("Email");
    expect(expectedName(codec, { ...request, email: "e".repeat(255) })).toBe("Email");
    expect(expectedName(codec, "7")).toBe(name);
  });

  it("a refund answers what was refunded, and when", () => {
    const answer = { orderId: 7, refundedAmount: 55.5, refundedAt: "2030-01-03T19:00:00Z" };
    expectAccepted(RefundAnswer, answer);
    for (const field of Object.keys(answer)) expectRefused(RefundAnswer, without(answer, field));
    expectRefused(RefundAnswer, { ...answer, refundedAt: "2030-01-03T11:00:00" });
    expect(expectedName(RefundAnswer, null)).toBe("RefundAnswer");
  });

  it("a resend answers when the tickets e-mail was queued again", () => {
    const answer = { orderId: 7, queuedAt: "2030-01-03T19:00:00.250+00:00" };
    expectAccepted(ResendTicketsAnswer, answer);
    for (const field of Object.keys(answer)) {
      expectRefused(ResendTicketsAnswer, without(answer, field));
    }
    expect(expectedName(ResendTicketsAnswer, null)).toBe("ResendTicketsAnswer");
  });
});

describe("city-pass vouchers (spec §7: voucherCode, barcodeProvider)", () => {
  const request = { voucherCode: "CP-1234", barcodeProvider: "CityPass" };

  it("the barcode provider is CityPass or CityPassC3 (spec §5)", () => {
    expectAccepted(CityPassVoucherRequest, request);
    expectAccepted(CityPassVoucherRequest, { ...request, barcodeProvider: "CityPassC3" });
    expect(expectedName(CityPassVoucherRequest, { ...request, barcodeProvider: "C3" })).toBe(
      "BarcodeProvider",
    );
    expectRefused(BarcodeProvider, "citypass");
  });

  it("a voucher request without its code, or with a blank or overlong one, is refused", () => {
    expect(expectedName(CityPassVoucherRequest, without(request, "voucherCode"))).toBe(
      "VoucherCode",
    );
    expectRefused(CityPassVoucherRequest, { ...request, voucherCode: " " });
    expectRefused(CityPassVoucherRequest, { ...request, voucherCode: "9".repeat(65) });
    expectAccepted(CityPassVoucherRequest, { ...request, voucherCode: "9".repeat(64) });
    expectRefused(CityPassVoucherRequest, without(request, "barcodeProvider"));
    expect(expectedName(CityPassVoucherRequest, 1)).toBe("CityPassVoucherRequest");
  });

  it("a voucher answers a list of productId and appliedPromotions", () => {
    const promotion = { promotionId: 3, discountId: 12, promotionType: 2, name: "CityPass" };
    const match = { productId: 101, appliedPromotions: [promotion] };
    expectAccepted(VoucherMatches, [match, { productId: 102, appliedPromotions: [] }]);
    expectRefused(VoucherMatches, [without(match, "productId")]);
    expectRefused(VoucherMatches, [without(match, "appliedPromotions")]);
    expectRefused(VoucherMatches, [{ ...match, appliedPromotions: [without(promotion, "name")] }]);
    expect(expectedName(VoucherMatches, match)).toBe("VoucherMatches");
  });
});

describe("a broken order answer or request names the codec it broke", () => {
  it.each([
    ["ConfirmedPurchase", ConfirmedPurchase],
    ["UnsuccessfulPurchase", UnsuccessfulPurchase],
    ["ViewTicketsQuery", ViewTicketsQuery],
    ["Ticket", Ticket],
    ["Tickets", Tickets],
    ["Order", Order],
  ] as const)("a value that is not even an object or list is refused as %s", (name, codec) => {
    expect(expectedName(codec, 42)).toBe(name);
  });
});
