import type { Locator, Page } from "playwright-core";

/*
 * A guest with a keyboard only: focus moves with Tab and Shift+Tab, and Enter, Space and the
 * arrow keys operate what has focus. Nothing here clicks or fills a field directly.
 */

/** Enough to cross any screen of the storefront, header and footer included, and come back. */
const MAX_PRESSES = 80;

/** Whether `target` has the keyboard focus. */
export const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return "the page itself";
    const name = element.getAttribute("aria-label") ?? element.textContent.trim();
    return `<${element.tagName.toLowerCase()}> "${name.slice(0, 60)}"`;
  });

/** Whether the element shows that it has focus, as the themes' `:focus-visible` outline does. */
const showsFocus = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      element.matches(":focus-visible") &&
      style.outlineStyle !== "none" &&
      Number.parseFloat(style.outlineWidth) > 0
    );
  });

/**
 * Presses Tab (or Shift+Tab) until `target` has focus. A target that focus never reaches is
 * a control a keyboard user cannot use: the error says where focus was instead. Once there,
 * the control must show it has focus, or the guest cannot tell where they are.
 */
export const tabTo = async (
  page: Page,
  target: Locator,
  direction: "forward" | "backward" = "forward",
) => {
  await target.waitFor();
  for (let presses = 0; presses < MAX_PRESSES; presses++) {
    if (await hasFocus(target)) {
      if (!(await showsFocus(target))) throw new Error(`${String(target)} has no visible focus`);
      return;
    }
    await page.keyboard.press(direction === "forward" ? "Tab" : "Shift+Tab");
  }
  throw new Error(
    `${String(target)} never had focus after ${String(MAX_PRESSES)} presses of ${direction === "forward" ? "Tab" : "Shift+Tab"}; focus is on ${await focusedElement(page)}`,
  );
};

/** Tabs to the control and presses a key on it: Enter for links and buttons, Space for boxes. */
export const operate = async (page: Page, target: Locator, key: "Enter" | " " = "Enter") => {
  await tabTo(page, target);
  await page.keyboard.press(key);
};

/** Tabs to the field and types into it, key by key. */
export const typeInto = async (page: Page, field: Locator, text: string) => {
  await tabTo(page, field);
  await page.keyboard.type(text);
};

/** Whether the element that has focus matches a CSS selector. */
export const focusedMatches = (page: Page, selector: string) =>
  page.evaluate((css) => document.activeElement?.matches(css) === true, selector);
