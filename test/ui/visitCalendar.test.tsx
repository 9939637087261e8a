// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { aProduct, saleDatesOf } from "../builders.js";
import { renderProductPage } from "./renderProductPage.js";

afterEach(cleanup);

const previous = () => screen.getByRole("button", { name: "Previous month" });
const next = () => screen.getByRole("button", { name: "Next month" });

describe("the visit calendar's months", () => {
  it("Previous month is unavailable in the first month with a date, Next month in the last", async () => {
    await renderProductPage(aProduct(), {
      dates: () => TE.right(saleDatesOf(["2030-01-08", "2030-03-05"])),
    });
    expect(await screen.findByRole("grid", { name: "January 2030" })).toBeTruthy();
    expect(previous().getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(previous());
    expect(screen.getByRole("grid", { name: "January 2030" })).toBeTruthy();

    expect(next().getAttribute("aria-disabled")).toBe("false");
    await userEvent.click(next());
    await userEvent.click(next());
    expect(screen.getByRole("grid", { name: "March 2030" })).toBeTruthy();
    expect(previous().getAttribute("aria-disabled")).toBe("false");
    expect(next().getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(next());
    expect(screen.getByRole("grid", { name: "March 2030" })).toBeTruthy();
  });

  it("with every date in one month, neither button pages away from it", async () => {
    await renderProductPage(aProduct());
    expect(await screen.findByRole("grid", { name: "January 2030" })).toBeTruthy();
    expect(previous().getAttribute("aria-disabled")).toBe("true");
    expect(next().getAttribute("aria-disabled")).toBe("true");
  });

  it("sold-out and closed days count: the guest can page to the month that explains them", async () => {
    await renderProductPage(aProduct(), {
      dates: () =>
        TE.right(
          saleDatesOf(["2030-02-04"], {
            soldOutDates: ["2030-01-30"],
            closedDates: ["2030-03-01"],
          }),
        ),
    });
    expect(await screen.findByRole("grid", { name: "February 2030" })).toBeTruthy();
    await userEvent.click(previous());
    expect(screen.getByRole("grid", { name: "January 2030" })).toBeTruthy();
    expect(previous().getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(next());
    await userEvent.click(next());
    expect(screen.getByRole("grid", { name: "March 2030" })).toBeTruthy();
    expect(next().getAttribute("aria-disabled")).toBe("true");
  });
});
