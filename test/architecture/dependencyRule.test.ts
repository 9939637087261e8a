import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * Each case builds a tiny hexagon, or a tiny server floor plan, inside the project (so imports
 * resolve against the real node_modules), runs the project's own dependency-cruiser
 * configuration on it, and reads which rules fired. A rule that never fires here would be a check that cannot fail.
 */

const root = resolve(import.meta.dirname, "../..");
let fixtures: string;

beforeAll(() => {
  mkdirSync(join(root, ".depcheck-fixtures"), { recursive: true });
  fixtures = mkdtempSync(join(root, ".depcheck-fixtures", "case-"));
});

afterAll(() => {
  rmSync(fixtures, { recursive: true, force: true });
});

let caseNumber = 0;

/** Cruises a tree of files (path → source) and returns the names of the rules it broke. */
const brokenRules = async (files: Record<string, string>): Promise<string[]> => {
  const baseDir = join(fixtures, String(++caseNumber));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(baseDir, path)), { recursive: true });
    writeFileSync(join(baseDir, path), source);
  }
  const options = await extractDepcruiseOptions(join(root, ".dependency-cruiser.cjs"));
  const roots = ["src", "server"].filter((root) =>
    Object.keys(files).some((path) => path.startsWith(`${root}/`)),
  );
  const result = await cruise(roots, { ...options, baseDir, validate: true });
  if (typeof result.output === "string") throw new Error("expected a cruise result object");
  return result.output.summary.violations.map((violation) => violation.rule.name).sort();
};

const cleanHexagon = {
  "src/domain/cart.ts": `import * as E from "fp-ts/lib/Either.js";\nimport { addDays } from "date-fns";\nimport { rule } from "./rule";\nexport const cart = [E.right(1), addDays(new Date(), 1), rule];\n`,
  "src/domain/rule.ts": "export const rule = 1;\n",
  "src/ports/pricing.ts": `import type { Either } from "fp-ts/lib/Either.js";\nimport { cart } from "../domain/cart";\nexport type Pricing = () => Either<string, typeof cart>;\n`,
  "src/application/priceCart.ts": `import { BehaviorSubject } from "rxjs";\nimport type { Pricing } from "../ports/pricing";\nimport { cart } from "../domain/cart";\nexport const create = (price: Pricing) => new BehaviorSubject([price, cart]);\n`,
  "src/contract/routes.ts": `import * as t from "io-ts";\nimport * as E from "fp-ts/lib/Either.js";\nimport { rule } from "../domain/rule";\nexport const routes = [t.string, E.right(rule)];\n`,
  "src/adapters/http.ts": `import got from "got";\nimport { create } from "../application/priceCart";\nimport { routes } from "../contract/routes";\nexport const adapter = [got, create, routes];\n`,
  "src/ui/Cart.tsx": `import { useState } from "react";\nimport { create } from "../application/priceCart";\nexport const Cart = () => [useState(0), create];\n`,
  "src/ui/main.tsx": `import { adapter } from "../adapters/http";\nimport { Cart } from "./Cart";\nexport const main = [adapter, Cart];\n`,
};

describe("the hexagon's dependency rule", () => {
  it("a hexagon that follows the rule passes", async () => {
    expect(await brokenRules(cleanHexagon)).toEqual([]);
  });

  it.each([
    ["React", `import React from "react";\nexport const x = React;\n`],
    ["RxJS", `import { of } from "rxjs";\nexport const x = of(1);\n`],
    ["io-ts", `import * as t from "io-ts";\nexport const x = t.string;\n`],
    ["a Node API", `import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n`],
    [
      "the application layer",
      `import { create } from "../application/priceCart";\nexport const x = create;\n`,
    ],
  ])("the domain importing %s fails", async (_what, source) => {
    expect(await brokenRules({ ...cleanHexagon, "src/domain/rule.ts": source })).toContain(
      "domain-is-framework-free",
    );
  });

  it("ports importing RxJS fail", async () => {
    const source = `import { Observable } from "rxjs";\nexport type P = Observable<number>;\n`;
    expect(await brokenRules({ ...cleanHexagon, "src/ports/feed.ts": source })).toEqual([
      "ports-speak-the-domain",
    ]);
  });

  it("ports importing the application layer fail", async () => {
    const source = `import type { create } from "../application/priceCart";\nexport type P = typeof create;\n`;
    expect(await brokenRules({ ...cleanHexagon, "src/ports/feed.ts": source })).toContain(
      "ports-speak-the-domain",
    );
  });

  it.each([
    ["an adapter", `import { adapter } from "../adapters/http";\nexport const x = adapter;\n`],
    ["React", `import { useState } from "react";\nexport const x = useState;\n`],
    ["inversify", `import { Container } from "inversify";\nexport const x = Container;\n`],
  ])("the application layer importing %s fails", async (_what, source) => {
    expect(await brokenRules({ ...cleanHexagon, "src/application/other.ts": source })).toContain(
      "application-uses-ports-not-adapters",
    );
  });

  it("an adapter importing the UI fails", async () => {
    const source = `import { Cart } from "../ui/Cart";\nexport const x = Cart;\n`;
    expect(await brokenRules({ ...cleanHexagon, "src/adapters/analytics.ts": source })).toEqual([
      "adapters-never-import-the-ui",
    ]);
  });

  it("a UI file other than the composition entry importing an adapter fails", async () => {
    const source = `import { adapter } from "../adapters/http";\nexport const x = adapter;\n`;
    expect(await brokenRules({ ...cleanHexagon, "src/ui/Checkout.tsx": source })).toEqual([
      "ui-composes-adapters-only-at-its-entry",
    ]);
  });

  it("an import that cannot be resolved fails", async () => {
    const source = `import { x } from "./does-not-exist";\nexport const y = x;\n`;
    expect(await brokenRules({ ...cleanHexagon, "src/domain/rule.ts": source })).toContain(
      "no-unresolvable-imports",
    );
  });

  it("the server importing the application layer fails", async () => {
    const source = `import { create } from "../src/application/priceCart";\nexport const x = create;\n`;
    expect(await brokenRules({ ...cleanHexagon, "server/main.ts": source })).toEqual([
      "server-shares-only-the-contract",
    ]);
  });

  it("the server importing the domain passes", async () => {
    const source = `import { rule } from "../src/domain/rule";\nexport const x = rule;\n`;
    expect(await brokenRules({ ...cleanHexagon, "server/main.ts": source })).toEqual([]);
  });

  it("the server importing the contract passes", async () => {
    const source = `import { routes } from "../src/contract/routes";\nexport const x = routes;\n`;
    expect(await brokenRules({ ...cleanHexagon, "server/main.ts": source })).toEqual([]);
  });

  it("the server importing an adapter fails", async () => {
    const source = `import { adapter } from "../src/adapters/http";\nexport const x = adapter;\n`;
    expect(await brokenRules({ ...cleanHexagon, "server/main.ts": source })).toEqual([
      "server-shares-only-the-contract",
    ]);
  });

  it.each([
    ["an adapter", `import { adapter } from "../adapters/http";\nexport const x = adapter;\n`],
    ["RxJS", `import { of } from "rxjs";\nexport const x = of(1);\n`],
    [
      "the application layer",
      `import { create } from "../application/priceCart";\nexport const x = create;\n`,
    ],
  ])("the contract importing %s fails", async (_what, source) => {
    expect(await brokenRules({ ...cleanHexagon, "src/contract/other.ts": source })).toContain(
      "contract-imports-only-codecs-and-the-domain",
    );
  });

  it.each([
    ["the domain", "src/domain/other.ts", "../contract/routes", "domain-is-framework-free"],
    ["ports", "src/ports/other.ts", "../contract/routes", "ports-speak-the-domain"],
    [
      "the application layer",
      "src/application/other.ts",
      "../contract/routes",
      "application-uses-ports-not-adapters",
    ],
    [
      "a UI file other than the composition entry",
      "src/ui/Checkout.tsx",
      "../contract/routes",
      "ui-composes-adapters-only-at-its-entry",
    ],
  ])("%s importing the contract fails", async (_who, path, target, rule) => {
    const source = `import { routes } from "${target}";\nexport const x = routes;\n`;
    expect(await brokenRules({ ...cleanHexagon, [path]: source })).toContain(rule);
  });

  it("the storefront importing the server fails", async () => {
    const files = {
      ...cleanHexagon,
      "server/main.ts": "export const x = 1;\n",
      "src/adapters/http.ts": `import { x } from "../../server/main";\nexport const adapter = x;\n`,
    };
    expect(await brokenRules(files)).toEqual(["storefront-never-imports-the-server"]);
  });
});

/** A file that imports `from` (a path relative to it) and exports what it got. */
const importing = (from: string) => `import { x } from "${from}";\nexport const y = x;\n`;

/** The server's floors, each importing the ones below it (the floor plan, .dependency-cruiser.cjs). */
const cleanFloorPlan = {
  "server/src/storage/storage.ts": "export const x = 1;\n",
  "server/src/core/failure.ts": importing("../storage/storage"),
  "server/src/sales/pricing.ts": importing("../core/failure"),
  "server/src/sales/mailOutbox.ts": importing("../storage/storage"),
  "server/src/documents/pdf/ticketsPdf.ts": importing("../../sales/pricing"),
  "server/src/documents/wallet/pkpass.ts": importing("../../sales/pricing"),
  "server/src/mail/sender.ts": importing("../documents/pdf/ticketsPdf"),
  "server/src/http/route.ts": importing("../sales/mailOutbox"),
  "server/src/pages/pageRendering.ts": importing("../http/route"),
  "server/src/routes/purchase.ts": importing("../mail/sender"),
  "server/src/app.ts": `import { y as a } from "./pages/pageRendering";\nimport { y as b } from "./routes/purchase";\nexport const app = [a, b];\n`,
};

describe("the server's floor plan", () => {
  it("a server whose folders import only lower floors passes", async () => {
    expect(await brokenRules(cleanFloorPlan)).toEqual([]);
  });

  it.each([
    ["storage", "core", "server/src/storage/other.ts", "../core/failure"],
    ["core", "sales", "server/src/core/other.ts", "../sales/pricing"],
    ["sales", "http (Failure where it was)", "server/src/sales/other.ts", "../http/route"],
    ["sales", "mail (queueMail where it was)", "server/src/sales/other.ts", "../mail/sender"],
    ["documents", "mail", "server/src/documents/calendar/other.ts", "../../mail/sender"],
    ["mail", "http, beside it", "server/src/mail/other.ts", "../http/route"],
    ["http", "mail, beside it", "server/src/http/other.ts", "../mail/sender"],
    ["http", "pages", "server/src/http/other.ts", "../pages/pageRendering"],
    ["pages", "routes, beside it", "server/src/pages/other.ts", "../routes/purchase"],
    ["routes", "pages, beside it", "server/src/routes/other.ts", "../pages/pageRendering"],
    ["documents", "the composition (env.ts)", "server/src/documents/wallet/other.ts", "../../app"],
  ])("%s importing %s fails", async (folder, _what, path, target) => {
    // An import up a floor closes a folder cycle too where that floor imports this one.
    const broken = await brokenRules({ ...cleanFloorPlan, [path]: importing(target) });
    expect(broken.filter((rule) => rule !== "no-server-folder-cycles")).toEqual([
      `server-${folder}-imports-only-lower-floors`,
    ]);
  });

  it("a folder not on the floor plan fails", async () => {
    const files = {
      ...cleanFloorPlan,
      "server/src/tickets/ticketsPdf.ts": importing("../sales/pricing"),
    };
    expect(await brokenRules(files)).toEqual(["server-folders-are-on-the-floor-plan"]);
  });

  it("two folders on one floor importing each other fail, though no module cycle does", async () => {
    const files = {
      ...cleanFloorPlan,
      "server/src/documents/pdf/passPage.ts": importing("../wallet/pkpass"),
      "server/src/documents/wallet/passFiles.ts": importing("../pdf/ticketsPdf"),
    };
    expect(await brokenRules(files)).toEqual([
      "no-server-folder-cycles",
      "no-server-folder-cycles",
    ]);
  });

  it("sales and mail importing each other fail as a folder cycle too", async () => {
    const files = {
      ...cleanFloorPlan,
      "server/src/sales/confirmOrder.ts": importing("../mail/sender"),
    };
    expect(await brokenRules(files)).toContain("no-server-folder-cycles");
  });
});
