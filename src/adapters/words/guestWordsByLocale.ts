import type { Locale } from "../../domain/locale.js";
import type { GuestWords } from "../../domain/words/words.js";
import de from "./guest/de.js";
import en from "./guest/en.js";
import es from "./guest/es.js";
import fr from "./guest/fr.js";
import ja from "./guest/ja.js";
import ko from "./guest/ko.js";
import zhHans from "./guest/zh-Hans.js";
import { wordsOf } from "./wordsOf.js";

const catalogues = { en, es, fr, de, ja, ko, "zh-Hans": zhHans };

/**
 * Every language's guest words at hand, for what draws a screen where a chunk per language
 * saves nothing: the server's first screens and the tests.
 */
export const guestWordsIn = (locale: Locale): GuestWords => wordsOf(catalogues[locale]);
