// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { brandOf } from "../../src/domain/brand.js";
import { Shell } from "../../src/ui/Shell.js";

afterEach(cleanup);

describe("the brand shell", () => {
  it("shows the brand's venue name and company name", () => {
    render(<Shell brand={brandOf("cgg")} />);
    expect(screen.getByText("Crystal Glass Garden")).toBeTruthy();
    expect(screen.getByText(/Crystal Glass Gardens Company/)).toBeTruthy();
  });

  it("links every category tab to its slug", () => {
    render(<Shell brand={brandOf("sn")} />);
    const nav = screen.getByRole("navigation", { name: "Product categories" });
    const links = Array.from(nav.querySelectorAll("a"), (a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["TICKETS", "/tickets/main"],
      ["OTHER ATTRACTIONS", "/tickets/other-attractions"],
      ["EVENTS", "/tickets/events"],
      ["GROUPS", "/tickets/groups"],
      ["PROMO CODE", "/tickets/promo-code"],
    ]);
  });
});
