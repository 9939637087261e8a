/**
 * The hexagon's dependency rule (README, "Layout"). `npm test` fails on any violation;
 * test/architecture/dependencyRule.test.ts proves each rule fires on a forbidden import.
 */
const npm = (names) => `(^|/)node_modules/(${names.join("|")})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-framework-free",
      comment: "src/domain imports only itself, fp-ts and date-fns.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { pathNot: ["^src/domain/", npm(["fp-ts", "date-fns"])] },
    },
    {
      name: "ports-speak-the-domain",
      comment: "src/ports imports only src/domain and fp-ts.",
      severity: "error",
      from: { path: "^src/ports/" },
      to: { pathNot: ["^src/domain/", "^src/ports/", npm(["fp-ts"])] },
    },
    {
      name: "application-uses-ports-not-adapters",
      comment: "src/application imports src/domain, src/ports, rxjs and fp-ts only.",
      severity: "error",
      from: { path: "^src/application/" },
      to: {
        pathNot: ["^src/domain/", "^src/ports/", "^src/application/", npm(["rxjs", "fp-ts"])],
      },
    },
    {
      name: "contract-imports-only-codecs-and-the-domain",
      comment:
        "src/contract is shared by the storefront and the server: io-ts, fp-ts and src/domain only.",
      severity: "error",
      from: { path: "^src/contract/" },
      to: { pathNot: ["^src/contract/", "^src/domain/", npm(["io-ts", "fp-ts"])] },
    },
    {
      name: "adapters-never-import-the-ui",
      severity: "error",
      from: { path: "^src/adapters/" },
      to: { path: "^src/ui/" },
    },
    {
      name: "ui-composes-adapters-only-at-its-entry",
      comment:
        "Only the composition entries, src/ui/main.tsx (the browser) and src/ui/server/firstScreen.tsx (the server's render of a first screen), may import a concrete adapter or the wire contract.",
      severity: "error",
      from: { path: "^src/ui/", pathNot: "^src/ui/(main|server/firstScreen)\\.tsx$" },
      to: { path: ["^src/adapters/", "^src/contract/"] },
    },
    {
      name: "server-shares-only-the-contract",
      comment:
        "server/ is a separate program: from src it may import the domain and the wire contract only.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^src/", pathNot: ["^src/domain/", "^src/contract/"] },
    },
    {
      name: "storefront-never-imports-the-server",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^server/" },
    },
    {
      name: "no-unresolvable-imports",
      comment: "An import the checker cannot resolve would slip past every rule above.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
