import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "../../src/domain/locale.js";
import {
  areaLocales,
  catalogueAreas,
  catalogues,
  compiledFiles,
  readArea,
  readCatalogue,
  type CatalogueName,
} from "../../words/compile.js";

const root = join(import.meta.dirname, "../..");
const names = Object.keys(catalogues) as CatalogueName[];

/** Each argument a message takes, and what kind of part takes it (plain, plural, select…). */
const argumentsOf = (message: string): string[] => {
  const found = new Set<string>();
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if ("arg" in token) found.add(`${token.arg}: ${token.type}`);
      if ("cases" in token) for (const { tokens: inCase } of token.cases) visit(inCase);
    }
  };
  visit(parse(message, { strict: true }));
  return [...found].sort();
};

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(join(root, folder, file), "utf8"));

describe.each(names)("the %s words catalogue", (name) => {
  const english = readCatalogue(name, DEFAULT_LOCALE);

  it.each(catalogueAreas(name))(
    "its %s area has a file for each of the seven languages, and none for another",
    (area) => {
      expect(areaLocales(name, area).sort()).toEqual([...LOCALES].sort());
    },
  );

  it.each(catalogueAreas(name))("every key of its %s area starts with the area's name", (area) => {
    for (const locale of LOCALES) {
      for (const key of Object.keys(readArea(name, area, locale))) {
        expect(key, `${area}/${locale}.json`).toMatch(new RegExp(`^${area}\\.`));
      }
    }
  });

  it.each(LOCALES)("every key is in %s, taking the English message's arguments", (locale) => {
    const words = readCatalogue(name, locale);
    for (const [key, message] of Object.entries(english)) {
      expect(words[key], `${locale}: ${key}`).toBeDefined();
      expect(argumentsOf(words[key] ?? ""), `${locale}: ${key}`).toEqual(argumentsOf(message));
    }
    expect(Object.keys(words).filter((key) => !(key in english))).toEqual([]);
  });

  it.each(LOCALES)("no message in %s is empty or left in English by mistake", (locale) => {
    if (locale === DEFAULT_LOCALE) return;
    const words = readCatalogue(name, locale);
    const untranslated = Object.keys(english).filter(
      (key) => words[key]?.trim() === "" || words[key] === english[key],
    );
    // A few words read the same in a language (German "Tickets", French "Site"): those are
    // listed in the catalogue's `sameAsEnglish`, anything else the same is a missed message.
    expect(untranslated.filter((key) => !sameAsEnglish[locale]?.includes(key))).toEqual([]);
  });

  it(`every key is used by its code (${catalogues[name].usedIn}/), written whole`, () => {
    const code = sourceFiles(catalogues[name].usedIn).join("\n");
    const unused = Object.keys(english).filter((key) => !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });
});

/** Messages that are the same words in a language as in English, on purpose. */
const sameAsEnglish: Partial<Record<string, readonly string[]>> = {
  es: ["selfService.details.customer"],
  fr: ["shell.siteNavigation", "selfService.details.customer"],
  de: [
    "home.pageTitle",
    "mail.tickets",
    "selfService.details.customer",
    "selfService.tickets.caption",
    "tickets.carousel.label",
  ],
};

describe("the compiled catalogues", () => {
  it("are what `npm run words` makes of the catalogues as they are (run it after an edit)", async () => {
    for (const [path, text] of await compiledFiles()) {
      expect(readFileSync(join(root, path), "utf8"), path).toBe(text);
    }
  });
});
