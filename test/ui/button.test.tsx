// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "../../src/ui/components/Button.js";

afterEach(cleanup);

describe("a button that cannot be used now", () => {
  it("keeps keyboard focus, says it is unavailable and ignores Enter, Space and clicks", async () => {
    const onClick = vi.fn();
    const view = render(
      <Button unavailable={false} onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Add to cart" });
    button.focus();
    view.rerender(
      <Button unavailable onClick={onClick}>
        Add to cart
      </Button>,
    );
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    const user = userEvent.setup();
    await user.keyboard("{Enter} ");
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("an unavailable submit button does not submit its form, by click or by Enter in a field", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    render(
      <form onSubmit={onSubmit}>
        <label>
          Order number
          <input />
        </label>
        <Button type="submit" unavailable>
          Find order
        </Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Find order" }));
    await user.type(screen.getByLabelText("Order number"), "100001{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("an available button does what it says", async () => {
    const onClick = vi.fn();
    render(
      <Button unavailable={false} onClick={onClick}>
        Checkout
      </Button>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Checkout" }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe("a busy button", () => {
  it("says what it does beside a spinner, is aria-busy, keeps focus and ignores clicks", async () => {
    const onClick = vi.fn();
    const view = render(
      <Button unavailable={false} onClick={onClick}>
        Place order
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Place order" });
    button.focus();
    view.rerender(
      <Button unavailable={false} busyLabel="Placing order…" onClick={onClick}>
        Place order
      </Button>,
    );
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe("Placing order…");
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
