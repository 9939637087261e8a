import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * WCAG AA for both brand themes, read from the theme file itself: normal text at least 4.5:1,
 * borders of form controls at least 3:1 (WCAG 1.4.11). A colour changed in the CSS without
 * checking its contrast fails here.
 */

const css = readFileSync(
  resolve(import.meta.dirname, "../../src/ui/theme/themes.module.css"),
  "utf8",
);

const variablesOf = (theme: string): Record<string, string> => {
  const block = new RegExp(`\\.${theme} \\{([^}]*)\\}`).exec(css)?.[1];
  if (block === undefined) throw new Error(`theme .${theme} not found`);
  return Object.fromEntries(
    [...block.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [
      m[1] ?? "",
      m[2] ?? "",
    ]),
  );
};

const luminance = (hex: string): number => {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const textPairs: [string, string][] = [
  ["text", "background"],
  ["text", "surface"],
  ["muted", "background"],
  ["muted", "surface"],
  ["link", "background"],
  ["link", "surface"],
  ["on-accent", "accent"],
  ["error", "background"],
  ["error", "surface"],
];

describe.each(["default", "dark"])("the %s theme meets WCAG AA", (theme) => {
  const colours = variablesOf(theme);
  const colour = (name: string) => {
    const value = colours[name];
    if (value === undefined) throw new Error(`--color-${name} is missing from .${theme}`);
    return value;
  };

  it.each(textPairs)("%s text on %s has a contrast of at least 4.5:1", (fg, bg) => {
    expect(contrast(colour(fg), colour(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it("form-control borders have a contrast of at least 3:1 with the page", () => {
    expect(contrast(colour("border-strong"), colour("background"))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour("border-strong"), colour("surface"))).toBeGreaterThanOrEqual(3);
  });

  it("the focus ring stands out from the page by at least 3:1", () => {
    expect(contrast(colour("focus"), colour("background"))).toBeGreaterThanOrEqual(3);
  });
});
