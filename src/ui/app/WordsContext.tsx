import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "../../domain/locale.js";
import type { GuestWords } from "../../domain/words/words.js";

interface PageWords {
  readonly locale: Locale;
  readonly words: GuestWords;
}

const WordsContext = createContext<PageWords | null>(null);

/** Gives every view the guest's language and its words, loaded before the first render. */
export const WordsProvider = ({
  locale,
  words,
  children,
}: PageWords & { readonly children: ReactNode }) => (
  <WordsContext.Provider value={{ locale, words }}>{children}</WordsContext.Provider>
);

const usePageWords = (): PageWords => {
  const pageWords = useContext(WordsContext);
  if (pageWords === null) throw new Error("useWords is used outside a WordsProvider");
  return pageWords;
};

/** The words of the guest's language: `words("shell.cart", { count })`. */
export const useWords = (): GuestWords => usePageWords().words;

/** The guest's language, for what `Intl` formats and the language picker. */
export const useLocale = (): Locale => usePageWords().locale;
