import type { Locale } from "../domain/locale.js";
import type { FirstAnswers } from "./firstAnswers.js";

// Not shown in the spec: what the storefront's build gives the server that serves its pages
// (dist/.ssr/firstScreen.js, src/ui/server/firstScreen.tsx): a page's first screen rendered
// from the answers the page comes with (server/storefront/pages/firstScreen.ts writes it in).

/** A first screen: the root's markup, and the `<title>` element React hoists from it. */
export interface FirstScreen {
  readonly title: string;
  readonly root: string;
}

/** None when the page's screen is left to the browser, or its first answers are not all there. */
export type RenderFirstScreen = (
  page: URL,
  answers: FirstAnswers,
  locale: Locale,
) => Promise<FirstScreen | undefined>;
