/**
 * The hexagon's dependency rule (docs/architecture.md, "Layout"), the server's wings and floor
 * plan (SERVER_FLOORS), and no module that nothing imports but the entries (ENTRIES).
 * `npm test` fails on any violation; test/architecture/dependencyRule.test.ts proves each rule
 * fires on a forbidden import or a forgotten module.
 */
const npm = (names) => `(^|/)node_modules/(${names.join("|")})/`;

/**
 * The server stands in three wings and a composition:
 * - server/api: the reference ticketing API (its folders on SERVER_FLOORS below, its composition
 *   in server/api/*.ts);
 * - server/storefront: the storefront server (page shell, first screens, config, proxy to the
 *   API, ticket documents made from the API's answers), its composition in server/storefront/*.ts;
 * - server/shared: what both servers use (http machinery, the ticket documents, escapeHtml);
 * - server/*.ts: the combined composition `npm start` runs, both servers in one process.
 * Neither server imports the other, shared imports neither, and no wing imports the combined
 * composition, which alone may import everything.
 */
const SERVER_COMPOSITION = "^server/[^/]+$";

/**
 * The API's floor plan, lowest first: a folder of server/api imports only the folders below its
 * own floor (and server/shared, below every floor), never a folder beside or above it, nor the
 * API's composition (server/api/*.ts: referenceApi, env, serve, main, processes). So no two
 * folders import each other, which no-server-folder-cycles checks as well.
 * - storage: the database (PGlite or PostgreSQL), its migrations and seed;
 * - core: what every floor speaks: Failure, Caller, the clock, kept reads, idempotency keys;
 * - sales: the ticketing rules, which write their outbox rows themselves;
 * - mail (sends the outbox's rows) and http (the routes' machinery), neither importing the other;
 * - routes: the API's routes.
 */
const SERVER_FLOORS = [["storage"], ["core"], ["sales"], ["mail", "http"], ["routes"]];
const serverFolder = (names) => `^server/api/(${names.join("|")})/`;
const serverFloorRules = SERVER_FLOORS.flatMap((floor, level) =>
  floor.map((folder) => ({
    name: `server-${folder}-imports-only-lower-floors`,
    comment:
      level === 0
        ? `server/api/${folder} imports no other folder of the API (the floor plan above).`
        : `Of the API, server/api/${folder} imports only itself and ${SERVER_FLOORS.slice(0, level).flat().join(", ")} (the floor plan above).`,
    severity: "error",
    from: { path: serverFolder([folder]) },
    to: {
      path: "^server/api/",
      pathNot: serverFolder([folder, ...SERVER_FLOORS.slice(0, level).flat()]),
    },
  })),
);

/**
 * The modules nothing imports by design, each started on its own. `npm run depcheck` cruises
 * src, server, bench and vite.config.ts: what those import is used; what only test/ imports is
 * not (no-orphans).
 * - src/ui/main.tsx: the page's script (index.html);
 * - src/ui/server/firstScreen.tsx: Vite's SSR entry (vite.config.ts), whose build the storefront
 *   server loads from disk;
 * - src/adapters/cli/main.ts: `npm run cli`, and bin/storefront.js through tsx;
 * - server/main.ts (`npm start`, `npm run serve`) and server/api/main.ts (`npm run api`);
 * - bench: scripts run by tsx, or forked by one;
 * - server/shared/threads/workerEntry.js and server/api/storage/pgliteWorker.ts: a worker
 *   thread's entry and the module it loads, named by URL (typescriptWorker.ts, pgliteThread.ts);
 * - vite.config.ts, which Vite and Vitest read;
 * - type declarations (.d.ts), which the compiler reads without an import.
 */
const ENTRIES = [
  "^src/ui/main\\.tsx$",
  "^src/ui/server/firstScreen\\.tsx$",
  "^src/adapters/cli/main\\.ts$",
  "^server/(api/)?main\\.ts$",
  "^bench/",
  "^server/shared/threads/workerEntry\\.js$",
  "^server/api/storage/pgliteWorker\\.ts$",
  "^vite\\.config\\.ts$",
  "\\.d\\.ts$",
];

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
        "The reference API and what the servers share are a separate program: from src they may import the domain and the wire contract only.",
      severity: "error",
      from: { path: "^server/(api|shared)/" },
      to: { path: "^src/", pathNot: ["^src/domain/", "^src/contract/"] },
    },
    {
      name: "server-storefront-shares-the-application-not-the-ui",
      comment:
        "The storefront server (and the combined composition) may import from src the contract, the domain, the application and the HTTP adapters; never the UI nor another adapter.",
      severity: "error",
      from: { path: "^server/", pathNot: "^server/(api|shared)/" },
      to: {
        path: "^src/",
        pathNot: ["^src/domain/", "^src/contract/", "^src/application/", "^src/adapters/http/"],
      },
    },
    {
      name: "storefront-never-imports-the-server",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^server/" },
    },
    {
      name: "server-storefront-never-imports-the-api",
      comment:
        "The storefront server imports nothing of the API's code: it asks the API over HTTP.",
      severity: "error",
      from: { path: "^server/storefront/" },
      to: { path: "^server/api/" },
    },
    {
      name: "server-api-never-imports-the-storefront",
      comment: "The reference API imports nothing of the storefront server.",
      severity: "error",
      from: { path: "^server/api/" },
      to: { path: "^server/storefront/" },
    },
    {
      name: "server-shared-imports-neither-server",
      comment:
        "server/shared is what both servers use: it imports neither the API, nor the storefront server, nor the combined composition.",
      severity: "error",
      from: { path: "^server/shared/" },
      to: { path: ["^server/(api|storefront)/", SERVER_COMPOSITION] },
    },
    {
      name: "server-wings-never-import-the-composition",
      comment:
        "The combined composition (server/*.ts: app, env, serve, main, processes) is at the top: neither server imports it (server-shared-imports-neither-server says so for shared).",
      severity: "error",
      from: { path: "^server/(api|storefront)/" },
      to: { path: SERVER_COMPOSITION },
    },
    ...serverFloorRules,
    {
      name: "server-folders-are-on-the-floor-plan",
      comment:
        "A folder of server/api not in SERVER_FLOORS would be under no floor rule: give it its floor.",
      severity: "error",
      from: {
        path: "^server/api/[^/]+/",
        pathNot: serverFolder(SERVER_FLOORS.flat()),
      },
      to: { path: "^server/" },
    },
    {
      name: "server-shared-folders-import-no-other-shared-folder",
      comment:
        "The folders of server/shared (http, documents) stand side by side: each imports only itself and the files directly in server/shared.",
      severity: "error",
      from: { path: "^server/shared/([^/]+)/" },
      to: { path: "^server/shared/[^/]+/", pathNot: "^server/shared/$1/" },
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
      name: "no-orphans",
      comment:
        "A module nothing imports is dead code, whatever it imports itself: dependency-cruiser's own `orphan` also imports nothing, and would have passed a hook importing React or a barrel re-exporting its folder. The entries (ENTRIES) stand alone by design.",
      severity: "error",
      from: {},
      module: { pathNot: ENTRIES, numberOfDependentsLessThan: 1 },
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
