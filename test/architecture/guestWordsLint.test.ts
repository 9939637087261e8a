import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The lint rule that keeps every word a guest reads in the words catalogue (eslint.config.js,
 * i18next/no-literal-string) fires on a view that writes one in, and passes the same view
 * taking it from the catalogue.
 */

const root = join(import.meta.dirname, "../..");
// One linter for both tests: its type-aware parser takes seconds to start.
const eslint = new ESLint({ cwd: root });

// Linted as the text of a view the project has (the type-aware parser knows only its files).
const linted = async (code: string) => {
  const filePath = join(root, "src/ui/components/PageTitle.tsx");
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(
    (message) => message.ruleId === "i18next/no-literal-string",
  );
};

describe("no guest-visible literal outside the words catalogue", () => {
  it("a text written into a view, or into what a screen reader reads, fails the lint", async () => {
    const found = await linted(
      'export const Probe = () => <nav aria-label="Site"><p>Hello there</p><img alt="A tower" src="/t.svg" /></nav>;\n',
    );
    expect(found.map((message) => message.column)).toHaveLength(3);
  }, 60_000);

  it("the same view with its words from the catalogue passes", async () => {
    const found = await linted(
      'import { useWords } from "../app/WordsContext.js";\nexport const Probe = () => {\n  const words = useWords();\n  return <nav aria-label={words("shell.siteNavigation")} className="x" role="navigation"><p>{words("shell.skipToContent")}</p></nav>;\n};\n',
    );
    expect(found).toEqual([]);
  }, 60_000);
});
