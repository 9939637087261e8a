// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "#contract/routes.js";
import { aTicket } from "../builders.js";
import { testConfiguration } from "../support/testContainer.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const tickets = [
  aTicket({ ticketId: 1, barcode: "TKT0000001" }),
  aTicket({ ticketId: 2, barcode: "TKT0000002" }),
];

const openTickets = async (client: "sn" | "cgg" = "sn") => {
  await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
    client,
    webSales: { viewTickets: () => TE.right(tickets) },
  });
  await screen.findByText("Ticket 1 of 2");
};

/** A link's address: the API's route and its query. */
const linkOf = (name: string | RegExp) => {
  const link = screen.getByRole("link", { name });
  const href = new URL(link.getAttribute("href") ?? "");
  return {
    link,
    route: `${href.origin}${href.pathname}`,
    query: Object.fromEntries(href.searchParams),
  };
};

describe("the tickets page: Apple Wallet and calendar", () => {
  it("Add to Apple Wallet downloads the pass of the ticket shown, and follows the carousel", async () => {
    await openTickets();
    const first = linkOf("Add to Apple Wallet, ticket TKT0000001");
    expect(first.link.textContent).toBe("Add to Apple Wallet");
    expect(first.route).toBe(`${testConfiguration("sn").apiUri}${routes.walletPass.path}`);
    expect(first.query).toMatchObject({ orderConfirmation: "CONF-5001", barcode: "TKT0000001" });
    expect(first.link.getAttribute("download")).toBe("ticket-TKT0000001.pkpass");
    await userEvent.click(screen.getByRole("button", { name: "Next ticket" }));
    expect(linkOf("Add to Apple Wallet, ticket TKT0000002").query.barcode).toBe("TKT0000002");
  });

  it("a link carries no appKey: the confirmation number (and barcode) alone name the file", async () => {
    await openTickets("cgg");
    expect(Object.keys(linkOf(/^Add to Apple Wallet/).query).sort()).toEqual([
      "barcode",
      "orderConfirmation",
    ]);
    expect(Object.keys(linkOf("Add to calendar").query)).toEqual(["orderConfirmation"]);
  });

  it("Add to calendar downloads the order's visit as an .ics", async () => {
    await openTickets();
    const calendar = linkOf("Add to calendar");
    expect(calendar.route).toBe(`${testConfiguration("sn").apiUri}${routes.calendar.path}`);
    expect(calendar.query.orderConfirmation).toBe("CONF-5001");
    expect(calendar.link.hasAttribute("download")).toBe(true);
  });
});
