import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/** What `npm run depcheck` cruises: the paths before its --config (package.json). */
const depcheckRoots = (() => {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts: { depcheck: string };
  };
  const [, ...args] = scripts.depcheck.split(" ");
  return args.slice(0, args.indexOf("--config"));
})();

/**
 * Cruises a tree of files (path → source) from depcheck's roots and returns the names of the
 * rules it broke. Most cases add a file nothing imports to see what its imports break; that
 * file breaks no-orphans too, which is left out of the answer unless `orphans` asks for it.
 */
const brokenRules = async (
  files: Record<string, string>,
  { orphans = false } = {},
): Promise<string[]> => {
  const baseDir = join(fixtures, String(++caseNumber));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(baseDir, path)), { recursive: true });
    writeFileSync(join(baseDir, path), source);
  }
  const options = await extractDepcruiseOptions(join(root, ".dependency-cruiser.cjs"));
  const roots = depcheckRoots.filter((root) =>
    Object.keys(files).some((path) => path === root || path.startsWith(`${root}/`)),
  );
  const result = await cruise(roots, { ...options, baseDir, validate: true });
  if (typeof result.output === "string") throw new Error("expected a cruise result object");
  return result.output.summary.violations
    .map((violation) => violation.rule.name)
    .filter((name) => orphans || name !== "no-orphans")
    .sort();
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

/** A file that imports `from` (a path relative to it) and exports what it got. */
const importing = (from: string) => `import { x } from "${from}";\nexport const y = x;\n`;

/** The path from a file at `path` (from the root) to `target` in src/. */
const toSrc = (path: string, target: string) =>
  `${"../".repeat(path.split("/").length - 1)}src/${target}`;

/** The hexagon with the HTTP adapters and the browser adapters in their folders, as the servers see them. */
const servedHexagon = {
  ...cleanHexagon,
  "src/adapters/http/client.ts": `import { create } from "../../application/priceCart";\nexport const x = create;\n`,
  "src/adapters/browser/storage.ts": "export const x = 1;\n",
};

describe("the hexagon's dependency rule", () => {
  it("a hexagon that follows the rule passes", async () => {
    expect(await brokenRules(cleanHexagon, { orphans: true })).toEqual([]);
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

  it.each([
    ["the API", "the application layer", "server/api/sales/other.ts", "application/priceCart"],
    ["the API", "the HTTP adapters", "server/api/routes/other.ts", "adapters/http/client"],
    ["the API", "the UI", "server/api/routes/other.ts", "ui/Cart"],
    [
      "the API's composition",
      "the application layer",
      "server/api/main.ts",
      "application/priceCart",
    ],
    [
      "the shared server code",
      "the application layer",
      "server/shared/http/other.ts",
      "application/priceCart",
    ],
    [
      "the shared server code",
      "the HTTP adapters",
      "server/shared/documents/other.ts",
      "adapters/http/client",
    ],
  ])("%s importing %s fails", async (_who, _what, path, target) => {
    expect(await brokenRules({ ...servedHexagon, [path]: importing(toSrc(path, target)) })).toEqual(
      ["server-shares-only-the-contract"],
    );
  });

  it.each([
    ["the API", "the domain", "server/api/sales/other.ts", "domain/rule"],
    ["the API", "the contract", "server/api/routes/other.ts", "contract/routes"],
    ["the API's composition", "the contract", "server/api/main.ts", "contract/routes"],
    ["the shared server code", "the domain", "server/shared/documents/other.ts", "domain/rule"],
    ["the storefront server", "the domain", "server/storefront/pages/other.ts", "domain/rule"],
    [
      "the storefront server",
      "the contract",
      "server/storefront/pages/other.ts",
      "contract/routes",
    ],
    [
      "the storefront server",
      "the application layer",
      "server/storefront/pages/other.ts",
      "application/priceCart",
    ],
    [
      "the storefront server",
      "the HTTP adapters",
      "server/storefront/pages/other.ts",
      "adapters/http/client",
    ],
    [
      "the storefront server's composition",
      "the HTTP adapters",
      "server/storefront/main.ts",
      "adapters/http/client",
    ],
    [
      "the combined composition",
      "the application layer",
      "server/main.ts",
      "application/priceCart",
    ],
    ["the combined composition", "the HTTP adapters", "server/main.ts", "adapters/http/client"],
  ])("%s importing %s passes", async (_who, _what, path, target) => {
    expect(await brokenRules({ ...servedHexagon, [path]: importing(toSrc(path, target)) })).toEqual(
      [],
    );
  });

  it.each([
    ["the storefront server", "the UI", "server/storefront/pages/other.ts", "ui/Cart"],
    [
      "the storefront server",
      "the browser adapters",
      "server/storefront/pages/other.ts",
      "adapters/browser/storage",
    ],
    [
      "the storefront server",
      "the adapter file beside src/adapters/http/",
      "server/storefront/pages/other.ts",
      "adapters/http",
    ],
    ["the storefront server", "the ports", "server/storefront/pages/other.ts", "ports/pricing"],
    ["the storefront server's composition", "the UI", "server/storefront/main.ts", "ui/Cart"],
    ["the combined composition", "the UI", "server/main.ts", "ui/Cart"],
    [
      "the combined composition",
      "the browser adapters",
      "server/main.ts",
      "adapters/browser/storage",
    ],
  ])("%s importing %s fails", async (_who, _what, path, target) => {
    expect(await brokenRules({ ...servedHexagon, [path]: importing(toSrc(path, target)) })).toEqual(
      ["server-storefront-shares-the-application-not-the-ui"],
    );
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

/**
 * The server's three wings, each folder importing only what it may: the API's floors each import
 * the ones below and server/shared, the storefront server imports server/shared, shared's folders
 * import only its files, and the combined composition imports them all (.dependency-cruiser.cjs).
 */
const cleanServer = {
  "server/shared/escapeHtml.ts": "export const x = 1;\n",
  "server/shared/http/logging.ts": importing("../escapeHtml"),
  "server/shared/documents/keptOrder.ts": importing("../escapeHtml"),
  "server/shared/documents/pdf/ticketsPdf.ts": importing("../keptOrder"),
  "server/shared/documents/wallet/pkpass.ts": importing("../keptOrder"),
  "server/api/storage/storage.ts": importing("../../shared/http/logging"),
  "server/api/core/failure.ts": importing("../storage/storage"),
  "server/api/sales/pricing.ts": importing("../core/failure"),
  "server/api/sales/mailOutbox.ts": importing("../storage/storage"),
  "server/api/mail/sender.ts": importing("../../shared/documents/pdf/ticketsPdf"),
  "server/api/mail/outbox.ts": importing("../sales/mailOutbox"),
  "server/api/http/route.ts": importing("../sales/pricing"),
  "server/api/routes/purchase.ts": importing("../mail/sender"),
  "server/api/routes/health.ts": importing("../http/route"),
  "server/api/referenceApi.ts": `import { y as a } from "./routes/purchase";\nimport { y as b } from "./routes/health";\nimport { y as c } from "./mail/outbox";\nexport const y = [a, b, c];\n`,
  "server/storefront/pages/pageShell.ts": importing("../../shared/escapeHtml"),
  "server/storefront/pages/pageRendering.ts": importing("../../shared/http/logging"),
  "server/storefront/routes/config.ts": importing("../pages/pageRendering"),
  "server/storefront/storefront.ts": `import { y as a } from "./routes/config";\nimport { y as b } from "./pages/pageShell";\nexport const y = [a, b];\n`,
  "server/app.ts": `import { y as a } from "./api/referenceApi";\nimport { y as b } from "./storefront/storefront";\nimport { y as c } from "./shared/documents/wallet/pkpass";\nexport const app = [a, b, c];\n`,
  "server/main.ts": `import { app } from "./app";\nexport const main = app;\n`,
};

describe("the server's wings", () => {
  it("a server whose wings import only what they may passes", async () => {
    expect(await brokenRules(cleanServer, { orphans: true })).toEqual([]);
  });

  it.each([
    ["a folder of", "server/storefront/pages/other.ts", "../../api/sales/pricing"],
    ["the composition of", "server/storefront/main.ts", "../api/referenceApi"],
  ])("%s the storefront server importing the API fails", async (_which, path, target) => {
    expect(await brokenRules({ ...cleanServer, [path]: importing(target) })).toEqual([
      "server-storefront-never-imports-the-api",
    ]);
  });

  it.each([
    ["a folder of", "server/api/routes/other.ts", "../../storefront/pages/pageRendering"],
    ["the composition of", "server/api/main.ts", "../storefront/storefront"],
  ])("%s the API importing the storefront server fails", async (_which, path, target) => {
    expect(await brokenRules({ ...cleanServer, [path]: importing(target) })).toEqual([
      "server-api-never-imports-the-storefront",
    ]);
  });

  it.each([
    ["the API", "server/shared/http/other.ts", "../../api/core/failure"],
    ["the API's composition", "server/shared/other.ts", "../api/referenceApi"],
    [
      "the storefront server",
      "server/shared/documents/other.ts",
      "../../storefront/pages/pageShell",
    ],
    ["the combined composition", "server/shared/documents/calendar/other.ts", "../../../app"],
  ])("the shared server code importing %s fails", async (_what, path, target) => {
    // Both servers import server/shared, so an import back closes a folder cycle too.
    const broken = await brokenRules({ ...cleanServer, [path]: importing(target) });
    expect(broken.filter((rule) => rule !== "no-server-folder-cycles")).toEqual([
      "server-shared-imports-neither-server",
    ]);
  });

  it.each([
    ["a folder of the API", "server/api/sales/other.ts", "../../app"],
    ["the API's composition", "server/api/main.ts", "../app"],
    ["a folder of the storefront server", "server/storefront/pages/other.ts", "../../app"],
    ["the storefront server's composition", "server/storefront/main.ts", "../app"],
  ])("%s importing the combined composition fails", async (_who, path, target) => {
    expect(await brokenRules({ ...cleanServer, [path]: importing(target) })).toEqual([
      "server-wings-never-import-the-composition",
    ]);
  });

  it.each([
    ["http", "documents", "server/shared/http/other.ts", "../documents/keptOrder"],
    ["documents", "http", "server/shared/documents/pdf/other.ts", "../../http/logging"],
  ])("the shared %s importing the shared %s fails", async (_folder, _what, path, target) => {
    expect(await brokenRules({ ...cleanServer, [path]: importing(target) })).toEqual([
      "server-shared-folders-import-no-other-shared-folder",
    ]);
  });
});

describe("the API's floor plan", () => {
  it.each([
    ["storage", "core", "server/api/storage/other.ts", "../core/failure"],
    ["core", "sales", "server/api/core/other.ts", "../sales/pricing"],
    ["sales", "http (Failure where it was)", "server/api/sales/other.ts", "../http/route"],
    ["sales", "mail (queueMail where it was)", "server/api/sales/other.ts", "../mail/sender"],
    ["mail", "http, beside it", "server/api/mail/other.ts", "../http/route"],
    ["http", "mail, beside it", "server/api/http/other.ts", "../mail/sender"],
    ["http", "routes", "server/api/http/other.ts", "../routes/purchase"],
    ["storage", "the API's composition", "server/api/storage/other.ts", "../referenceApi"],
    ["routes", "the API's composition", "server/api/routes/other.ts", "../referenceApi"],
  ])("%s importing %s fails", async (folder, _what, path, target) => {
    // An import up a floor closes a folder cycle too where that floor imports this one.
    const broken = await brokenRules({ ...cleanServer, [path]: importing(target) });
    expect(broken.filter((rule) => rule !== "no-server-folder-cycles")).toEqual([
      `server-${folder}-imports-only-lower-floors`,
    ]);
  });

  it("a folder not on the floor plan fails", async () => {
    const files = {
      ...cleanServer,
      "server/api/tickets/ticketsPdf.ts": importing("../sales/pricing"),
    };
    expect(await brokenRules(files)).toEqual(["server-folders-are-on-the-floor-plan"]);
  });

  it("two folders of one shared folder importing each other fail, though no module cycle does", async () => {
    const files = {
      ...cleanServer,
      "server/shared/documents/pdf/passPage.ts": importing("../wallet/pkpass"),
      "server/shared/documents/wallet/passFiles.ts": importing("../pdf/ticketsPdf"),
    };
    expect(await brokenRules(files)).toEqual([
      "no-server-folder-cycles",
      "no-server-folder-cycles",
    ]);
  });

  it("two folders of the storefront server importing each other fail, though no module cycle does", async () => {
    const files = {
      ...cleanServer,
      "server/storefront/pages/configLink.ts": importing("../routes/config"),
    };
    expect(await brokenRules(files)).toEqual([
      "no-server-folder-cycles",
      "no-server-folder-cycles",
    ]);
  });

  it("sales and mail importing each other fail as a folder cycle too", async () => {
    const files = {
      ...cleanServer,
      "server/api/sales/confirmOrder.ts": importing("../mail/outbox"),
    };
    expect(await brokenRules(files)).toContain("no-server-folder-cycles");
  });
});

describe("modules nothing imports", () => {
  it("a module nothing imports breaks no-orphans", async () => {
    const files = { ...cleanHexagon, "src/domain/unused.ts": "export const x = 1;\n" };
    expect(await brokenRules(files, { orphans: true })).toEqual(["no-orphans"]);
  });

  it("a module nothing imports breaks no-orphans though it imports others itself", async () => {
    const source = `import { useState } from "react";\nimport { rule } from "../domain/rule";\nexport const useUnused = () => [useState(0), rule];\n`;
    const files = { ...cleanHexagon, "src/ui/useUnused.ts": source };
    expect(await brokenRules(files, { orphans: true })).toEqual(["no-orphans"]);
  });

  it("a module only tests import breaks no-orphans", async () => {
    const files = {
      ...cleanHexagon,
      "src/domain/unused.ts": "export const x = 1;\n",
      "test/domain/unused.test.ts": importing("../../src/domain/unused"),
    };
    expect(await brokenRules(files, { orphans: true })).toEqual(["no-orphans"]);
  });

  it.each([
    ["a benchmark", "bench/load.ts", "../src/domain/measured"],
    ["vite.config.ts", "vite.config.ts", "./src/domain/measured"],
  ])("a module only %s imports is used", async (_who, path, target) => {
    const files = {
      ...cleanHexagon,
      "src/domain/measured.ts": "export const x = 1;\n",
      [path]: importing(target),
    };
    expect(await brokenRules(files, { orphans: true })).toEqual([]);
  });

  it.each([
    ["the page's script", "src/ui/main.tsx", cleanHexagon["src/ui/main.tsx"]],
    [
      "the server's render of a first screen",
      "src/ui/server/firstScreen.tsx",
      importing("../Cart"),
    ],
    ["the CLI", "src/adapters/cli/main.ts", importing("../../application/priceCart")],
    ["the combined server", "server/main.ts", importing("../src/application/priceCart")],
    ["the reference API", "server/api/main.ts", importing("../../src/contract/routes")],
    ["a benchmark", "bench/load.ts", importing("../src/application/priceCart")],
    ["Vite's configuration", "vite.config.ts", importing("./src/domain/rule")],
    [
      "a type declaration",
      "src/ui/assets.d.ts",
      `declare module "*.svg" {\n  const url: string;\n  export default url;\n}\n`,
    ],
  ])("%s, an entry nothing imports, is allowed", async (_what, path, source) => {
    expect(await brokenRules({ ...cleanHexagon, [path]: source }, { orphans: true })).toEqual([]);
  });
});
