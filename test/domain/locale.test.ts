import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inLocale } from "../../src/ui/app/inLocale.js";
import {
  acceptedLanguages,
  chooseLocale,
  DEFAULT_LOCALE,
  keptLocale,
  LOCALE_PARAM,
  localeNames,
  LOCALES,
  supportedLocale,
} from "../../src/domain/locale.js";

const aLocale = fc.constantFrom(...LOCALES);
/** A tag the storefront has, in any case, as a browser or a hand-typed address may spell it. */
const anySpelling = (tag: string) =>
  fc
    .array(fc.boolean(), { minLength: tag.length, maxLength: tag.length })
    .map((upper) =>
      tag.replace(/./g, (c, at: number) =>
        upper[at] === true ? c.toUpperCase() : c.toLowerCase(),
      ),
    );
const aTag = fc.oneof(
  aLocale,
  fc.constantFrom("es-MX", "fr-CA", "de-AT", "zh-CN", "zh-TW", "zh-Hant", "pt-BR", "it", "x"),
  fc.string(),
);
const choices = fc.record({
  requested: fc.option(aTag, { nil: null }),
  kept: fc.option(aTag, { nil: null }),
  accepted: fc.array(aTag, { maxLength: 4 }),
});

describe("the guest's language", () => {
  it("a language the storefront has is found whatever the case of its tag", () => {
    fc.assert(
      fc.property(
        aLocale.chain((locale) => anySpelling(locale).map((tag) => [locale, tag] as const)),
        ([locale, tag]) => {
          expect(supportedLocale(tag)).toBe(locale);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("a regional tag is its language: es-MX is Spanish, zh-CN and zh-Hans-SG Simplified Chinese", () => {
    expect(supportedLocale("es-MX")).toBe("es");
    expect(supportedLocale("fr-CA")).toBe("fr");
    expect(supportedLocale("zh-CN")).toBe("zh-Hans");
    expect(supportedLocale("zh-Hans-SG")).toBe("zh-Hans");
    expect(supportedLocale("ja-JP")).toBe("ja");
  });

  it("Traditional Chinese is not given Simplified characters", () => {
    for (const tag of ["zh-TW", "zh-Hant", "zh-HK", "zh-Hant-TW", "ZH-mo"]) {
      expect(supportedLocale(tag)).toBeUndefined();
    }
  });

  it("the address's language wins, then the kept choice, then the browser's first the storefront has, then English", () => {
    fc.assert(
      fc.property(choices, ({ requested, kept, accepted }) => {
        const chosen = chooseLocale({ requested, kept, accepted });
        const first = [requested, kept, ...accepted]
          .map((tag) => (tag === null ? undefined : supportedLocale(tag)))
          .find((locale) => locale !== undefined);
        expect(chosen).toBe(first ?? DEFAULT_LOCALE);
        expect(LOCALES).toContain(chosen);
      }),
      { numRuns: 1000 },
    );
  });

  it("Accept-Language is read most wanted first, a q=0 language refused, ties in the header's order", () => {
    expect(acceptedLanguages("fr;q=0.4, ja, es-MX;q=0.8, de;q=0, en;q=0.8")).toEqual([
      "ja",
      "es-MX",
      "en",
      "fr",
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("*")).toEqual([]);
    expect(acceptedLanguages("de;q=nonsense, ko")).toEqual(["ko"]);
  });

  it("the kept choice is read from the cookies, whatever else they hold", () => {
    expect(keptLocale("a=1; lang=ja; b=2")).toBe("ja");
    expect(keptLocale("language=de")).toBeNull();
    expect(keptLocale(undefined)).toBeNull();
  });

  it("an address in a language keeps its path and other parameters, and has one ?lang=", () => {
    fc.assert(
      fc.property(
        fc
          .array(
            fc.webSegment().filter((segment) => segment !== ""),
            { maxLength: 3 },
          )
          .map((segments) => `/${segments.join("/")}`),
        fc.dictionary(fc.constantFrom("productId", "type", "q", LOCALE_PARAM), fc.string()),
        aLocale,
        aLocale,
        (path, parameters, first, second) => {
          const query = new URLSearchParams(parameters).toString();
          const href = query === "" ? path : `${path}?${query}`;
          const url = new URL(inLocale(inLocale(href, first), second), "http://shop.test");
          expect(url.searchParams.getAll(LOCALE_PARAM)).toEqual([second]);
          for (const [name, value] of Object.entries(parameters)) {
            if (name !== LOCALE_PARAM) expect(url.searchParams.get(name)).toBe(value);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("every language is named in itself", () => {
    expect(Object.keys(localeNames).sort()).toEqual([...LOCALES].sort());
    expect(localeNames.es).toBe("Español");
    expect(localeNames.ja).toBe("日本語");
  });
});
