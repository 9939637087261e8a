// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal } from "../support/scripted.js";
import { aTicket } from "../builders.js";
import { testConfiguration } from "../support/testContainer.js";
import { routes } from "#contract/routes.js";
import { ticketEntryTime, ticketVisitDate } from "../../src/domain/ticketFacts.js";
import { renderStorefront } from "./renderStorefront.js";
import { memoryOfflineTickets } from "../../src/adapters/memory/offlineTickets.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no PointerEvent: a mouse event with a pointer type stands in for a finger. */
class TouchPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: MouseEventInit & { readonly pointerType?: string } = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "";
  }
}

const tickets = [
  aTicket({
    ticketId: 1,
    barcode: "TKT0000001",
    name: "General Admission",
    discountName: "Adult",
    visitDate: "2030-01-08",
    startTime: "2030-01-08T10:00:00",
    endTime: "2030-01-08T10:30:00",
  }),
  aTicket({ ticketId: 2, barcode: "TKT0000002", name: "General Admission", discountName: "Child" }),
  aTicket({ ticketId: 3, barcode: "TKT0000003", name: "Summit Café Voucher", discountName: "Any" }),
];

const openTickets = async (path = "/view-tickets?orderConfirmation=CONF-5001") => {
  const view = await renderStorefront(path, { webSales: { viewTickets: () => TE.right(tickets) } });
  await screen.findByText("Ticket 1 of 3");
  return view;
};

const carousel = () => within(screen.getByRole("region", { name: "Tickets" }));
const shownBarcode = () => carousel().getByRole("img").getAttribute("alt");

describe("view tickets", () => {
  it("loads the tickets of the orderConfirmation in the address", async () => {
    const { fakes } = await openTickets();
    expect(fakes.webSales.calls).toContainEqual({ method: "viewTickets", args: ["CONF-5001"] });
  });

  it("each ticket shows its QR code with alt 'QR code for barcode {barcode}', the barcode, product, discount, date and time", async () => {
    await openTickets();
    const slide = carousel();
    const qr = slide.getByRole("img", { name: "QR code for barcode TKT0000001" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(slide.getByText("TKT0000001")).toBeTruthy();
    expect(slide.getByRole("heading", { name: "General Admission" })).toBeTruthy();
    expect(slide.getByText("Adult")).toBeTruthy();
    expect(slide.getByText("Tuesday, January 8, 2030")).toBeTruthy();
    expect(slide.getByText("10:00 AM to 10:30 AM")).toBeTruthy();
  });

  it("at the gate, the list shows every ticket's QR code with its order number, guest name, visit date and entry time", async () => {
    await openTickets();
    await userEvent.click(screen.getByRole("button", { name: "All tickets" }));
    const list = within(screen.getByRole("region", { name: "All tickets (3)" }));
    const items = list.getAllByRole("listitem");
    expect(items).toHaveLength(tickets.length);
    items.forEach((item, index) => {
      const ticket = tickets[index];
      if (ticket === undefined) throw new Error(`no ticket ${String(index)}`);
      const shown = within(item);
      expect(
        shown.getByRole("img", { name: `QR code for barcode ${ticket.barcode}` }),
      ).toBeTruthy();
      const facts = Object.fromEntries(
        shown
          .getAllByRole("term")
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(facts).toEqual({
        Ticket: ticket.discountName,
        Guest: ticket.guestName,
        Date: ticketVisitDate(ticket),
        Time: ticketEntryTime(ticket),
        "Order #": String(ticket.orderId),
      });
    });
  });

  it("Download PDF is a plain link that downloads the confirmation number's tickets from the API", async () => {
    await openTickets("/view-tickets?orderConfirmation=CONF-5001");
    const link = screen.getByRole("link", { name: "Download PDF" });
    expect(link.getAttribute("href")).toBe(
      `${testConfiguration("sn").apiUri}${routes.ticketsPdf.path}?orderConfirmation=CONF-5001`,
    );
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("tickets an API sends with only the spec's name and their barcodes show their QR codes and names, and no facts it did not send", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
      webSales: {
        viewTickets: () =>
          TE.right([
            { name: "General Admission", barcode: "TKT0000001" },
            { name: "General Admission", barcode: "TKT0000002" },
          ]),
      },
    });
    await screen.findByText("Ticket 1 of 2");
    expect(carousel().getByRole("img").getAttribute("alt")).toBe("QR code for barcode TKT0000001");
    expect(carousel().getByRole("heading", { name: "General Admission" })).toBeTruthy();
    expect(screen.queryByText("Guest")).toBeNull();
    expect(screen.queryByText("Order #")).toBeNull();
    expect(screen.queryByText("--:--")).toBeNull();
  });

  it("Add to calendar is offered where the tickets tell the visit, and not for tickets sent with only the spec's name and barcode, whose PDF is still offered", async () => {
    await openTickets("/view-tickets?orderConfirmation=CONF-5001");
    expect(screen.getByRole("link", { name: "Add to calendar" })).toBeTruthy();
    cleanup();
    await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
      webSales: {
        viewTickets: () => TE.right([{ name: "General Admission", barcode: "TKT0000001" }]),
      },
    });
    await screen.findByRole("heading", { name: "General Admission" });
    expect(screen.getByRole("link", { name: "Download PDF" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
  });

  it("the switch shows the tickets One by one or All tickets, and says which is pressed", async () => {
    await openTickets();
    const user = userEvent.setup();
    const oneByOne = screen.getByRole("button", { name: "One by one" });
    const all = screen.getByRole("button", { name: "All tickets" });
    expect([oneByOne.getAttribute("aria-pressed"), all.getAttribute("aria-pressed")]).toEqual([
      "true",
      "false",
    ]);
    await user.click(all);
    expect([oneByOne.getAttribute("aria-pressed"), all.getAttribute("aria-pressed")]).toEqual([
      "false",
      "true",
    ]);
  });

  it("each ticket's QR code is on the page once, at every width: the carousel's, or, switched, the list's (a code shown twice may be scanned twice)", async () => {
    await openTickets();
    const user = userEvent.setup();
    const codes = () =>
      screen
        .getAllByRole("img", { name: /^QR code for barcode / })
        .map((code) => code.getAttribute("alt"));
    expect(codes()).toEqual(["QR code for barcode TKT0000001"]);
    expect(screen.queryByRole("region", { name: "All tickets (3)" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next ticket" }));
    await user.click(screen.getByRole("button", { name: "All tickets" }));
    expect(codes()).toEqual(tickets.map((ticket) => `QR code for barcode ${ticket.barcode}`));
    expect(screen.queryByRole("region", { name: "Tickets" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "One by one" }));
    expect(codes()).toEqual(["QR code for barcode TKT0000002"]);
  });

  it("the carousel wraps both ways with the Previous ticket and Next ticket buttons", async () => {
    await openTickets();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Previous ticket" }));
    expect(screen.getByText("Ticket 3 of 3")).toBeTruthy();
    expect(shownBarcode()).toBe("QR code for barcode TKT0000003");
    await user.click(screen.getByRole("button", { name: "Next ticket" }));
    expect(screen.getByText("Ticket 1 of 3")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next ticket" }));
    await user.click(screen.getByRole("button", { name: "Next ticket" }));
    await user.click(screen.getByRole("button", { name: "Next ticket" }));
    expect(screen.getByText("Ticket 1 of 3")).toBeTruthy();
    expect(shownBarcode()).toBe("QR code for barcode TKT0000001");
  });

  it("the carousel wraps both ways with the Left and Right arrow keys", async () => {
    await openTickets();
    const user = userEvent.setup();
    screen.getByRole("region", { name: "Tickets" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByText("Ticket 3 of 3")).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByText("Ticket 1 of 3")).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(shownBarcode()).toBe("QR code for barcode TKT0000002");
  });

  it("a swipe on touch moves to the next or previous ticket", async () => {
    vi.stubGlobal("PointerEvent", TouchPointerEvent);
    await openTickets();
    const carousel = screen.getByRole("region", { name: "Tickets" });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(carousel, { pointerType: "touch", clientX: from });
      fireEvent.pointerUp(carousel, { pointerType: "touch", clientX: to });
    };
    swipe(300, 100);
    expect(screen.getByText("Ticket 2 of 3")).toBeTruthy();
    swipe(100, 300);
    swipe(100, 300);
    expect(screen.getByText("Ticket 3 of 3")).toBeTruthy();
    swipe(200, 190);
    expect(screen.getByText("Ticket 3 of 3")).toBeTruthy();
  });

  it("the position 'Ticket n of m' is announced politely", async () => {
    await openTickets();
    expect(screen.getByText("Ticket 1 of 3").getAttribute("aria-live")).toBe("polite");
  });

  it("no orderConfirmation in the address is CONFIRMATION_NOT_VALID", async () => {
    const { fakes } = await renderStorefront("/view-tickets");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link does not carry a valid order confirmation number.",
    );
    expect(fakes.webSales.calls.filter((call) => call.method === "viewTickets")).toEqual([]);
  });

  it("an empty answer is NO_TICKET", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-1", {
      webSales: { viewTickets: () => TE.right([]) },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No tickets were found for this confirmation number.",
    );
  });

  it("tickets that cannot be shown leave a way on: Manage my order, or the shop", async () => {
    const { location } = await renderStorefront("/view-tickets?orderConfirmation=CONF-1", {
      webSales: { viewTickets: () => TE.right([]) },
    });
    const next = await screen.findByRole("navigation", { name: "What to do next" });
    expect(within(next).getByRole("link", { name: "Back to tickets" }).getAttribute("href")).toBe(
      "/",
    );
    fireEvent.click(within(next).getByRole("link", { name: "Manage my order" }));
    expect(location.history.at(-1)).toBe("/self-service");
  });

  it("plans changed: the tickets lead to their order on Manage my order, its number filled in, to change the date or time or cancel some", async () => {
    const { location } = await openTickets();
    const plans = screen.getByRole("navigation", { name: "Plans changed?" });
    fireEvent.click(
      within(plans).getByRole("link", {
        name: "Change the date or time, or cancel some tickets",
      }),
    );
    expect(location.history.at(-1)).toBe("/self-service?orderId=5001");
    expect((await screen.findByLabelText<HTMLInputElement>("Order number")).value).toBe("5001");
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("");
  });

  it("plans changed is not offered when the API offers neither changing the visit nor cancelling some tickets, nor for tickets that do not name their order", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
      flags: { resendTickets: true, ticketDocuments: true },
      webSales: { viewTickets: () => TE.right(tickets) },
    });
    await screen.findByText("Ticket 1 of 3");
    expect(screen.queryByRole("navigation", { name: "Plans changed?" })).toBeNull();
    cleanup();
    await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
      webSales: {
        viewTickets: () => TE.right([{ name: "General Admission", barcode: "TKT0000001" }]),
      },
    });
    await screen.findByRole("img", { name: "QR code for barcode TKT0000001" });
    expect(screen.queryByRole("navigation", { name: "Plans changed?" })).toBeNull();
  });

  it("a cancelled order's tickets say the order has been canceled, with the way to Manage my order", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-1", {
      webSales: { viewTickets: () => TE.left(refusal(4091, "Order canceled")) },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This order has been canceled, so its tickets are no longer valid.",
    );
    const next = screen.getByRole("navigation", { name: "What to do next" });
    expect(within(next).getByRole("link", { name: "Manage my order" })).toBeTruthy();
  });

  it("a failed call is UNEXPECTED_ERROR", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-1", {
      webSales: { viewTickets: () => TE.left(refusal(500, "Down")) },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your tickets cannot be shown right now. Please try again later.",
    );
  });

  it("a throttled call says how long to wait", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-1", {
      webSales: { viewTickets: () => TE.left({ tag: "THROTTLED", retryAfterSeconds: 42 }) },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Please try again in 42 seconds.",
    );
  });
});

describe("view tickets: a single ticket", () => {
  it("a single ticket has no Previous ticket or Next ticket buttons", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-1", {
      webSales: { viewTickets: () => TE.right([aTicket()]) },
    });
    expect(await screen.findByText("Ticket 1 of 1")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next ticket" })).toBeNull();
  });

  it("a single ticket's QR code is on the page once, with no switch", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-1", {
      webSales: { viewTickets: () => TE.right([aTicket()]) },
    });
    await screen.findByText("Ticket 1 of 1");
    expect(screen.getAllByRole("img", { name: /^QR code for barcode / })).toHaveLength(1);
    expect(screen.queryByRole("group", { name: "Show tickets" })).toBeNull();
  });
});

describe("view tickets: the Confirmation number field", () => {
  const noTicketFor = (confirmation: string) =>
    renderStorefront(`/view-tickets?orderConfirmation=${confirmation}`, {
      webSales: {
        viewTickets: (typed: string) => TE.right(typed === "ABCD234567" ? tickets : []),
      },
    });

  const typeAndShow = async (typed: string) => {
    const user = userEvent.setup();
    const field = await screen.findByLabelText("Confirmation number");
    await user.clear(field);
    if (typed !== "") await user.type(field, typed);
    await user.click(screen.getByRole("button", { name: "Show tickets" }));
    return field;
  };

  it("holds the number that found no tickets, so a typo can be fixed", async () => {
    await noTicketFor("CONF-1");
    expect((await screen.findByLabelText<HTMLInputElement>("Confirmation number")).value).toBe(
      "CONF-1",
    );
  });

  it("a well-formed number opens /view-tickets?orderConfirmation=<value> and its tickets", async () => {
    const { location, fakes } = await noTicketFor("CONF-1");
    await typeAndShow(" ABCD 234567 ");
    expect(location.history.at(-1)).toBe("/view-tickets?orderConfirmation=ABCD234567");
    expect(await screen.findByText("Ticket 1 of 3")).toBeTruthy();
    expect(fakes.webSales.calls).toContainEqual({ method: "viewTickets", args: ["ABCD234567"] });
  });

  it("an empty number is refused next to the field, and nothing is opened", async () => {
    const { location } = await noTicketFor("CONF-1");
    const before = location.history.length;
    const field = await typeAndShow("");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Enter the confirmation number from your order confirmation.",
    );
    expect(document.activeElement).toBe(field);
    expect(location.history).toHaveLength(before);
  });

  it("a malformed number is refused next to the field, and nothing is opened", async () => {
    const { location, fakes } = await noTicketFor("CONF-1");
    const before = location.history.length;
    const field = await typeAndShow("AB#1");
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "A confirmation number has 4 to 64 letters and digits, such as ABCD234567.",
    );
    expect(location.history).toHaveLength(before);
    expect(fakes.webSales.calls.filter((call) => call.method === "viewTickets")).toHaveLength(1);
  });

  it("the same number again is looked up again: the retry after UNEXPECTED_ERROR", async () => {
    const answers = [TE.left(refusal(500, "Down")), TE.right(tickets)];
    const { fakes } = await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
      webSales: { viewTickets: () => answers.shift() ?? TE.right(tickets) },
    });
    await screen.findByRole("alert");
    await typeAndShow("CONF-5001");
    expect(await screen.findByText("Ticket 1 of 3")).toBeTruthy();
    expect(fakes.webSales.calls.filter((call) => call.method === "viewTickets")).toHaveLength(2);
  });

  it("with no orderConfirmation in the address the field starts empty and opens the typed one", async () => {
    const { location } = await renderStorefront("/view-tickets");
    await typeAndShow("CONF-5001");
    expect(location.history.at(-1)).toBe("/view-tickets?orderConfirmation=CONF-5001");
  });
});

describe("view tickets: Remove tickets from this device", () => {
  const kept = () =>
    memoryOfflineTickets([
      { orderConfirmation: "CONF-5001", tickets },
      { orderConfirmation: "CONF-6002", tickets },
    ]);

  const openKeptTickets = async (offlineTickets = kept()) => {
    const view = await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
      webSales: { viewTickets: () => TE.right(tickets) },
      offlineTickets,
      now: new Date("2030-01-07T18:00:00Z"),
    });
    await screen.findByText("Ticket 1 of 3");
    return view;
  };

  const keptNumbers = (offlineTickets: ReturnType<typeof memoryOfflineTickets>) =>
    offlineTickets.kept().map((copy) => copy.orderConfirmation);

  it("below the tickets, the guest is told the device keeps them until the end of the visit day, and may remove them", async () => {
    await openKeptTickets();
    const section = screen.getByRole("region", { name: "On a shared device?" });
    expect(section.textContent).toContain(
      "This device keeps your tickets so they open without a connection, until the end of your visit day.",
    );
    expect(within(section).getByRole("button", { name: "Remove tickets from this device" }));
  });

  it("tickets that name no visit day (an API that sends only the spec's fields) are not kept on the device, so nothing offers to remove them", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
      webSales: {
        viewTickets: () => TE.right(tickets.map(({ name, barcode }) => ({ name, barcode }))),
      },
      now: new Date("2030-01-07T18:00:00Z"),
    });
    await screen.findByText("Ticket 1 of 3");
    expect(screen.queryByRole("region", { name: "On a shared device?" })).toBeNull();
  });

  it("tickets whose visit day is over are kept no longer, so nothing offers to remove them", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
      webSales: { viewTickets: () => TE.right(tickets) },
      now: new Date("2030-01-10T18:00:00Z"),
    });
    await screen.findByText("Ticket 1 of 3");
    expect(screen.queryByRole("region", { name: "On a shared device?" })).toBeNull();
  });

  it("it asks first, with the focus on the question; Keep them (or Escape) leaves the tickets and gives the focus back", async () => {
    const user = userEvent.setup();
    const { fakes } = await openKeptTickets();
    await user.click(screen.getByRole("button", { name: "Remove tickets from this device" }));
    const question = screen.getByRole("group", {
      name: /^Remove your tickets from this device\? They will no longer show here\./,
    });
    expect(document.activeElement?.textContent).toMatch(/^Remove your tickets from this device\?/);
    await user.click(within(question).getByRole("button", { name: "Keep them" }));
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Remove tickets from this device" }),
    );
    await user.keyboard("{Enter}");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: /^Remove your tickets/ })).toBeNull();
    expect(keptNumbers(fakes.offlineTickets)).toEqual(["CONF-5001", "CONF-6002"]);
    expect(screen.getByText("Ticket 1 of 3")).toBeTruthy();
  });

  it("Yes, remove them removes this order's copy from the device, takes the tickets off the screen, says so where the focus is, and takes the number out of the address", async () => {
    const user = userEvent.setup();
    const { fakes, location } = await openKeptTickets();
    await user.click(screen.getByRole("button", { name: "Remove tickets from this device" }));
    await user.click(screen.getByRole("button", { name: "Yes, remove them" }));
    const done = await screen.findByText("Your tickets were removed from this device.");
    expect(done.closest("[role=status]")?.textContent).toContain(
      "To see them again, open the link in your confirmation e-mail or enter your confirmation number.",
    );
    expect(document.activeElement?.textContent).toBe("Your tickets were removed from this device.");
    expect(screen.queryAllByRole("img", { name: /^QR code for barcode / })).toHaveLength(0);
    expect(keptNumbers(fakes.offlineTickets)).toEqual(["CONF-6002"]);
    expect(location.history.at(-1)).toBe("/view-tickets");
    expect(screen.queryByRole("alert")).toBeNull();
    expect((await screen.findByLabelText<HTMLInputElement>("Confirmation number")).value).toBe("");
  });

  it("a device that will not remove them says so, and the tickets stay", async () => {
    const user = userEvent.setup();
    const refusing = {
      ...kept(),
      remove: () => TE.left({ tag: "DEVICE_STORAGE_REFUSED" as const }),
    };
    await openKeptTickets(refusing);
    await user.click(screen.getByRole("button", { name: "Remove tickets from this device" }));
    await user.click(screen.getByRole("button", { name: "Yes, remove them" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your tickets could not be removed from this device. Try again, or clear this site's data in your browser's settings.",
    );
    expect(screen.getByText("Ticket 1 of 3")).toBeTruthy();
  });

  it("the tickets of an order that has none any more leave the device's copies with no word from the guest", async () => {
    const offlineTickets = kept();
    await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
      webSales: { viewTickets: () => TE.left(refusal(4091, "Order canceled")) },
      offlineTickets,
    });
    await screen.findByRole("alert");
    expect(keptNumbers(offlineTickets)).toEqual(["CONF-6002"]);
  });
});
