import type { ThemeId } from "../../../src/domain/brand.js";

/**
 * A brand theme's colours for e-mail, which cannot load the storefront's stylesheet: the
 * values of src/ui/theme/themes.module.css, inlined by the mail layout.
 */
export interface MailPalette {
  readonly text: string;
  readonly muted: string;
  readonly background: string;
  readonly surface: string;
  readonly border: string;
  readonly accent: string;
  readonly onAccent: string;
  readonly link: string;
}

export const mailPalettes: Readonly<Record<ThemeId, MailPalette>> = {
  default: {
    text: "#1b1f24",
    muted: "#4a5360",
    background: "#ffffff",
    surface: "#f4f6f8",
    border: "#d6dbe1",
    accent: "#0b5cad",
    onAccent: "#ffffff",
    link: "#0b5cad",
  },
  dark: {
    text: "#f2f2f2",
    muted: "#c2c7cf",
    background: "#121417",
    surface: "#1c1f24",
    border: "#3a3f47",
    accent: "#7cc4ff",
    onAccent: "#0b1a29",
    link: "#9fd3ff",
  },
};
