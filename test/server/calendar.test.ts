import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { brandOf } from "../../src/domain/brand.js";
import * as texts from "../../src/domain/texts.js";
import { venueInstant } from "../../src/domain/venueTime.js";
import { entryWindow } from "../../server/shared/documents/calendar/visitEvent.js";
import { purchasedOrder, send } from "./contractRequests.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import { confirmPurchase, venueDay } from "./purchaseFlow.js";
import { adults, createBody, createPendingOrder, inventoryOf } from "./saleRequests.js";

const PUBLIC_URL = "https://tickets.example";

const eventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents("vevent").map((vevent) => ({
    event: new ICAL.Event(vevent),
    url: vevent.getFirstPropertyValue("url"),
    geo: vevent.getFirstPropertyValue("geo"),
  }));

describe.each(storageKinds())("the visit as a calendar event, on %s", (kind) => {
  const server = useTestServer(kind, { publicUrl: PUBLIC_URL });

  const fetchCalendar = (orderConfirmation: string) =>
    send(server(), "calendar", { query: { orderConfirmation }, headers: apiHeaders("sn") });

  it("an order's .ics holds one event for its entry window at the venue, with a link to its tickets", async () => {
    const order = await purchasedOrder(server());
    const [ticket] = (
      await send(server(), "viewTickets", {
        query: { orderConfirmation: order.orderConfirmation },
        headers: apiHeaders("sn"),
      })
    ).json<{ startTime: string; endTime: string }[]>();
    const answer = await fetchCalendar(order.orderConfirmation);

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = eventsOf(answer.body);
    expect(events).toHaveLength(1);
    const [{ event, url, geo } = { event: undefined, url: undefined, geo: undefined }] = events;
    const brand = brandOf("sn");
    expect(event?.startDate.toJSDate()).toEqual(venueInstant(ticket?.startTime ?? ""));
    expect(event?.endDate.toJSDate()).toEqual(venueInstant(ticket?.endTime ?? ""));
    expect(event?.location).toBe([brand.venueName, ...brand.address].join(", "));
    expect(event?.uid).toContain(String(order.orderId));
    expect(event?.description).toContain(`Order #${String(order.orderId)}`);
    expect(url).toBe(
      `${PUBLIC_URL}/view-tickets?orderConfirmation=${encodeURIComponent(order.orderConfirmation)}`,
    );
    expect(geo).toEqual([brand.location.latitude, brand.location.longitude]);
  });

  it("the same order's event keeps its UID, so importing it again updates the event", async () => {
    const order = await purchasedOrder(server());
    const uids = await Promise.all(
      [0, 1].map(
        async () => eventsOf((await fetchCalendar(order.orderConfirmation)).body)[0]?.event.uid,
      ),
    );
    expect(uids[0]).toBeDefined();
    expect(uids[1]).toBe(uids[0]);
  });

  it("an order of two visit days holds an event per day, each its own entry window; the first keeps the order's UID", async () => {
    const days = [venueDay(server(), 2), venueDay(server(), 3)] as const;
    const slots = await Promise.all(
      days.map(async (day) => {
        const [slot] = await inventoryOf(server(), 101, day);
        if (slot === undefined) throw new Error(`no slot on ${day}`);
        return slot;
      }),
    );
    const created = await createPendingOrder(
      server(),
      createBody(
        [1, 0].map((index) => ({
          productId: 101,
          visitDate: days[index] ?? "",
          inventoryId: slots[index]?.inventoryId ?? 0,
          selectedDiscounts: [adults(1)],
        })),
      ),
    );
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json<{ orderId: number }>().orderId;
    const bought = await confirmPurchase(server(), orderId);
    expect(bought.statusCode, bought.body).toBe(200);
    const events = eventsOf(
      (await fetchCalendar(bought.json<{ orderConfirmation: string }>().orderConfirmation)).body,
    );
    expect(
      events.map(({ event }) => [event.startDate.toJSDate(), event.endDate.toJSDate()]),
    ).toEqual(slots.map((slot) => [venueInstant(slot.startTime), venueInstant(slot.endTime)]));
    expect(events.map(({ event }) => event.uid)).toEqual([
      `order-${String(orderId)}-sn@attraction-storefront`,
      `order-${String(orderId)}-sn-${days[1]}@attraction-storefront`,
    ]);
  });

  it("an unknown confirmation number gets the view-tickets words and no calendar", async () => {
    const answer = await fetchCalendar("NOSUCHCONFIRMATION");
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ Code: 404, message: texts.noTicket });
  });
});

describe("the entry window", () => {
  const ticket = (visitDate: string, startTime: string | null, endTime: string | null) => ({
    barcode: "B",
    productName: "P",
    ticketType: "Adult",
    visitDate,
    startTime,
    endTime,
  });

  it("runs from the first entry time to the end of the last slot", () => {
    expect(
      entryWindow([
        ticket("2030-07-08", "2030-07-08T10:00:00", "2030-07-08T10:30:00"),
        ticket("2030-07-08", "2030-07-08T09:00:00", "2030-07-08T09:30:00"),
      ]),
    ).toEqual({
      kind: "timed",
      start: venueInstant("2030-07-08T09:00:00"),
      end: venueInstant("2030-07-08T10:30:00"),
    });
  });

  it("is the whole visit day when a ticket is untimed", () => {
    expect(entryWindow([ticket("2030-01-31", null, null)])).toEqual({
      kind: "days",
      start: "2030-01-31",
      end: "2030-02-01",
    });
  });
});
