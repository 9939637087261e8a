import type { WordsOf } from "../../domain/words/words.js";
import type { Catalogue } from "./catalogue.js";

/** The words of one compiled catalogue, for the browser and the server alike. */
export const wordsOf =
  <Messages>(catalogue: Catalogue<Messages>): WordsOf<Messages> =>
  (key, ...values) =>
    catalogue[key](values[0] as Messages[typeof key]);
