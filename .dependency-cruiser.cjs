/**
 * The hexagon's dependency rule (README, "Layout") and the server's floor plan (SERVER_FLOORS).
 * `npm test` fails on any violation; test/architecture/dependencyRule.test.ts proves each rule
 * fires on a forbidden import.
 */
const npm = (names) => `(^|/)node_modules/(${names.join("|")})/`;

/**
 * The server's floor plan, lowest first: a folder of server/src imports only the folders below
 * its own floor, never a folder beside or above it, and nothing in a folder imports the
 * composition at the top (server/src/*.ts: app, env, serve, main, processes). So no two
 * folders import each other, which no-server-folder-cycles checks as well.
 * - storage: the database (PGlite or PostgreSQL), its migrations and seed;
 * - core: what every floor speaks: Failure, Caller, the clock, kept reads, idempotency keys;
 * - sales: the ticketing rules, which write their outbox rows themselves;
 * - documents: the tickets as a PDF, a Wallet pass and a calendar, made from sales' answers;
 * - mail (sends the outbox's rows) and http (the routes' machinery), neither importing the other;
 * - pages (drawing the storefront's page) and routes (the API's routes), likewise.
 */
const SERVER_FLOORS = [
  ["storage"],
  ["core"],
  ["sales"],
  ["documents"],
  ["mail", "http"],
  ["pages", "routes"],
];
const serverFolder = (names) => `^server/src/(${names.join("|")})/`;
const serverFloorRules = SERVER_FLOORS.flatMap((floor, level) =>
  floor.map((folder) => ({
    name: `server-${folder}-imports-only-lower-floors`,
    comment:
      level === 0
        ? `server/src/${folder} imports no other folder of the server (the floor plan above).`
        : `Of the server, server/src/${folder} imports only itself and ${SERVER_FLOORS.slice(0, level).flat().join(", ")} (the floor plan above).`,
    severity: "error",
    from: { path: serverFolder([folder]) },
    to: {
      path: "^server/src/",
      pathNot: serverFolder([folder, ...SERVER_FLOORS.slice(0, level).flat()]),
    },
  })),
);

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
    ...serverFloorRules,
    {
      name: "server-folders-are-on-the-floor-plan",
      comment:
        "A folder of server/src not in SERVER_FLOORS would be under no floor rule: give it its floor.",
      severity: "error",
      from: {
        path: "^server/src/[^/]+/",
        pathNot: serverFolder(SERVER_FLOORS.flat()),
      },
      to: { path: "^server/" },
    },
    {
      name: "no-server-folder-cycles",
      comment:
        "No folder of the server reaches itself through the folders it imports, even when no module does.",
      severity: "error",
      scope: "folder",
      from: { path: "^server/" },
      to: { circular: true },
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
