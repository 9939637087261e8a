import { formatsIn, type LocaleFormats } from "../../domain/localeFormats.js";
import { useLocale } from "./WordsContext.js";

/**
 * Dates, times and prices in the guest's language. Apart from the words' context, so the
 * formats' code comes with the screens that show them, not in the page's first script.
 */
export const useFormats = (): LocaleFormats => formatsIn(useLocale());
