import axe from "axe-core";
import type { Page } from "playwright-core";

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** axe-core's serious and critical violations on the page as it is now, one line each. */
export const seriousViolations = async (page: Page, screen: string): Promise<string[]> => {
  if (await page.evaluate(() => window.axe === undefined)) {
    await page.addScriptTag({ content: axe.source });
  }
  const results = await page.evaluate(() => {
    if (window.axe === undefined) throw new Error("axe-core did not load");
    return window.axe.run(document, { resultTypes: ["violations"] });
  });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact ?? ""}) ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
};

/**
 * Checks screen after screen of one journey and keeps every violation, so that a failing test
 * lists all the screens at fault rather than the first.
 */
export const screenAudit = (page: Page) => {
  const violations: string[] = [];
  return {
    violations,
    check: async (screen: string) => {
      violations.push(...(await seriousViolations(page, screen)));
    },
  };
};
