import { isPseudoLocale } from "../locale.js";
import type { WordsOf } from "./words.js";

// Each Latin letter as an accented one of about its width, so a screen shows the marks of
// other scripts (above and below the line) wherever it shows words.
const ACCENTED: Readonly<Record<string, string>> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "đ",
  e: "é",
  g: "ğ",
  h: "ĥ",
  i: "í",
  k: "ķ",
  l: "ĺ",
  n: "ñ",
  o: "ó",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  w: "ŵ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Đ",
  E: "É",
  G: "Ğ",
  H: "Ĥ",
  I: "Í",
  K: "Ķ",
  L: "Ĺ",
  N: "Ñ",
  O: "Ó",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  W: "Ŵ",
  Y: "Ý",
  Z: "Ž",
};

const VOWEL = /[aeiouyAEIOUY]/;

/**
 * A text as pseudo-localization writes it: every letter accented, every vowel doubled (about
 * 40% longer, as German and French often are) and the whole in brackets, so a text cut off at
 * either end shows a missing bracket.
 */
export const pseudoText = (text: string): string =>
  `[${text.replace(/[A-Za-z]/g, (letter) => {
    const accented = ACCENTED[letter] ?? letter;
    return VOWEL.test(letter) ? accented + accented : accented;
  })}]`;

/** A language's words, each written as pseudo-localization writes it. */
export const pseudoWords =
  <Messages>(words: WordsOf<Messages>): WordsOf<Messages> =>
  (key, ...values) =>
    pseudoText(words(key, ...values));

/**
 * A page's words as its address asks: pseudo-localized for `?lang=en-XA`, else as they are.
 * The server's first screen and the page's script both take them from here.
 */
export const wordsAsRequested = <Messages>(
  words: WordsOf<Messages>,
  requested: string | null,
): WordsOf<Messages> => (isPseudoLocale(requested) ? pseudoWords(words) : words);
