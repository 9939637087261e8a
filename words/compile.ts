import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join, posix } from "node:path";
import { pathToFileURL } from "node:url";
import MessageFormat from "@messageformat/core";
import compileModule from "@messageformat/core/lib/compile-module.js";
import { parse, type Token } from "@messageformat/parser";
import { format, resolveConfig } from "prettier";
import { DEFAULT_LOCALE, LOCALES } from "../src/domain/locale.js";

/*
 * The words catalogues made into plain functions at build time: no message parser reaches a
 * guest's phone, and a key or a value of the wrong type fails the typecheck. A catalogue is
 * written by area, one file per language (words/<catalogue>/<area>/<locale>.json, ICU
 * MessageFormat by key, each key starting with its area's name), and made into one module per
 * language. `npm run words` writes them; the words test fails when a written file is not what
 * its catalogue makes.
 */

const root = join(import.meta.dirname, "..");

/**
 * Each catalogue: where its functions, its keys' types and the type of a compiled catalogue
 * go, and the code that uses its keys. The guest's words are the storefront's; the documents'
 * (the e-mails, PDF, Wallet pass and calendar event an order is sent or kept as) the server's,
 * which imports nothing of the storefront but its domain and contract.
 */
export const catalogues = {
  guest: {
    functions: "src/adapters/words/guest",
    messages: "src/domain/words/guestMessages.ts",
    type: "GuestMessages",
    catalogueType: "src/adapters/words/catalogue.ts",
    usedIn: "src",
  },
  documents: {
    functions: "server/shared/documents/words/compiled",
    messages: "server/shared/documents/words/documentsMessages.ts",
    type: "DocumentsMessages",
    catalogueType: "server/shared/documents/words/catalogue.ts",
    usedIn: "server",
  },
} as const;
export type CatalogueName = keyof typeof catalogues;

export type Messages = Readonly<Record<string, string>>;

/** A catalogue's areas: the screens or documents whose words are written together. */
export const catalogueAreas = (name: CatalogueName): string[] =>
  readdirSync(join(root, "words", name), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

export const readArea = (name: CatalogueName, area: string, locale: string): Messages =>
  JSON.parse(readFileSync(join(root, "words", name, area, `${locale}.json`), "utf8")) as Messages;

/** A catalogue's messages in a language, every area's together. */
export const readCatalogue = (name: CatalogueName, locale: string): Messages =>
  Object.assign(
    {},
    ...catalogueAreas(name).map((area) => readArea(name, area, locale)),
  ) as Messages;

/** The languages an area has a file for. */
export const areaLocales = (name: CatalogueName, area: string): string[] =>
  readdirSync(join(root, "words", name, area))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length));

/** An argument's TypeScript type, from how the English message uses it. */
const argumentTypes = (tokens: readonly Token[], types = new Map<string, string>()) => {
  for (const token of tokens) {
    if (token.type === "argument") types.set(token.arg, types.get(token.arg) ?? "string");
    if (token.type === "function") types.set(token.arg, "number");
    if (token.type === "plural" || token.type === "selectordinal") types.set(token.arg, "number");
    if (token.type === "select") types.set(token.arg, "string");
    if ("cases" in token)
      for (const { tokens: inCase } of token.cases) argumentTypes(inCase, types);
  }
  return types;
};

const messagesType = (name: CatalogueName): string => {
  const english = readCatalogue(name, DEFAULT_LOCALE);
  const lines = Object.keys(english)
    .sort()
    .map((key) => {
      const types = [...argumentTypes(parse(english[key] ?? "", { strict: true }))];
      const values = types.map(([argument, type]) => `readonly ${argument}: ${type}`);
      return `  readonly ${JSON.stringify(key)}: ${values.length === 0 ? "undefined" : `{ ${values.join("; ")} }`};`;
    });
  return [
    `// Written by \`npm run words\` from words/${name}/${DEFAULT_LOCALE}.json: edit the catalogue, not this file.`,
    `/** Each key of the ${name} catalogue, with the values its message takes. */`,
    `export interface ${catalogues[name].type} {`,
    ...lines,
    "}",
  ].join("\n");
};

/** How a compiled module imports `file` (a .ts path from the project's root). */
const importOf = (name: CatalogueName, file: string): string => {
  const path = posix.relative(catalogues[name].functions, file.replace(/\.ts$/, ".js"));
  return path.startsWith(".") ? path : `./${path}`;
};

const declaration = (name: CatalogueName): string =>
  [
    `import type { ${catalogues[name].type} } from "${importOf(name, catalogues[name].messages)}";`,
    `import type { Catalogue } from "${importOf(name, catalogues[name].catalogueType)}";`,
    `declare const words: Catalogue<${catalogues[name].type}>;`,
    "export default words;",
  ].join("\n");

/** The module whose `strictNumber` writes a plural's `#` (src/domain/words/pluralNumber.ts). */
const PLURAL_NUMBER = "src/domain/words/pluralNumber.js";
const RUNTIME_IMPORT = /^import \{([^}]*)\} from "@messageformat\/runtime";$/m;

/**
 * A compiled catalogue taking a plural's `#` from the storefront's `strictNumber` rather than
 * messageformat's runtime: a small whole number is then written without the platform's number
 * format, whose first use on a page costs tens of milliseconds.
 */
const withPluralNumber = (functions: string, compiled: string): string =>
  compiled.replace(RUNTIME_IMPORT, (_line, names: string) => {
    const imported = names.split(",").map((name) => name.trim());
    const fromRuntime = imported.filter((name) => name !== "strictNumber");
    const lines = [
      fromRuntime.length > 0
        ? `import { ${fromRuntime.join(", ")} } from "@messageformat/runtime";`
        : "",
      imported.includes("strictNumber")
        ? `import { strictNumber } from "${posix.relative(functions, PLURAL_NUMBER)}";`
        : "",
    ];
    return lines.filter((line) => line !== "").join("\n");
  });

/** Every file the catalogues make, by path from the project's root, formatted as committed. */
export const compiledFiles = async (): Promise<Map<string, string>> => {
  const files = new Map<string, string>();
  const add = async (path: string, text: string) => {
    const filepath = join(root, path);
    files.set(path, await format(text, { ...(await resolveConfig(filepath)), filepath }));
  };
  for (const name of Object.keys(catalogues) as CatalogueName[]) {
    const { functions, messages } = catalogues[name];
    await add(messages, messagesType(name));
    for (const locale of LOCALES) {
      // Strict: a plural case the language does not have, or an argument written as a
      // function the catalogue does not know, is an error, not a message that says it.
      const compiled = compileModule(
        new MessageFormat(locale, { strict: true }),
        readCatalogue(name, locale),
      );
      await add(`${functions}/${locale}.js`, withPluralNumber(functions, compiled));
      await add(`${functions}/${locale}.d.ts`, declaration(name));
    }
  }
  return files;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const [path, text] of await compiledFiles()) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  console.log(`words: ${Object.keys(catalogues).join(", ")} compiled for ${LOCALES.join(", ")}`);
}
