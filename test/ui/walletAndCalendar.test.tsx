// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "#contract/routes.js";
import type { FeatureFlags } from "../../src/domain/featureFlags.js";
import { aTicket } from "../builders.js";
import { testConfiguration } from "../support/testContainer.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36";

const browsingWith = (userAgent: string) => {
  vi.spyOn(window.navigator, "userAgent", "get").mockReturnValue(userAgent);
};

const tickets = [
  aTicket({ ticketId: 1, barcode: "TKT0000001" }),
  aTicket({ ticketId: 2, barcode: "TKT0000002" }),
];

const openTickets = async (client: "sn" | "cgg" = "sn", flags?: FeatureFlags) => {
  await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
    client,
    ...(flags === undefined ? {} : { flags }),
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
  it("an API whose flags do not offer ticket documents gets no PDF, calendar or Wallet links, even on an iPhone: the tickets, their QR codes and Print stay", async () => {
    browsingWith(IPHONE);
    await openTickets("sn", {});
    expect(screen.queryByRole("link", { name: "Download PDF" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Add to Apple Wallet/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: /^QR code for barcode / })).toHaveLength(1);
  });

  it("Add to Apple Wallet downloads the pass of the ticket shown, and follows the carousel", async () => {
    browsingWith(IPHONE);
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
    browsingWith(IPHONE);
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

  it("Add to Apple Wallet is not offered where Wallet cannot open the pass (Android); Add to calendar is", async () => {
    browsingWith(ANDROID);
    await openTickets();
    expect(screen.queryByRole("link", { name: /Apple Wallet/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Add to calendar" })).toBeTruthy();
  });
});
