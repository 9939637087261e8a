// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, expect, it, vi } from "vitest";
import { aTicket } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

/*
 * A file of its own: a module, once imported, stays imported for the rest of its file, and the
 * other screen tests load every screen's code before they render.
 */

/** Records whether the home screen's module was ever imported. */
const homeChunk = vi.hoisted(() => ({ loaded: false }));
vi.mock("../../src/ui/screens/home/HomeScreen.js", () => {
  homeChunk.loaded = true;
  return { HomeScreen: () => null };
});

afterEach(cleanup);

it("the home screen's chunk is not loaded on /view-tickets", async () => {
  await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
    webSales: { viewTickets: () => TE.right([aTicket()]) },
    screensLoaded: "opened",
  });
  await screen.findByText("Ticket 1 of 1");
  expect(homeChunk.loaded).toBe(false);
});
