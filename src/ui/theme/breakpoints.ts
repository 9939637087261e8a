/*
 * The spec's device widths (§1, device flags): mobile up to 600px, tablet up to 968px, desktop
 * wider. They are said here and nowhere else: a stylesheet names the range it styles as custom
 * media (Media Queries 5), `@media (--mobile) { … }`, and Vite writes the query in its place
 * (vite.config.ts, namedBreakpoints), in dev and in every build, the first-screen renderer's too.
 */

const MOBILE_MAX_WIDTH_PX = 600;
const TABLET_MAX_WIDTH_PX = 968;

/** The width ranges a stylesheet may name, by their custom-media names. */
export const breakpoints: Readonly<Record<`--${string}`, string>> = {
  "--mobile": `(max-width: ${String(MOBILE_MAX_WIDTH_PX)}px)`,
  "--tablet-or-wider": `(min-width: ${String(MOBILE_MAX_WIDTH_PX + 1)}px)`,
  "--tablet-or-narrower": `(max-width: ${String(TABLET_MAX_WIDTH_PX)}px)`,
  "--desktop": `(min-width: ${String(TABLET_MAX_WIDTH_PX + 1)}px)`,
};

const mediaPrelude = /@media[^{;]*/g;
const customMediaName = /\(\s*(--[\w-]+)\s*\)/g;

const queryNamed = (name: `--${string}`): string => {
  const query = breakpoints[name];
  // A name no rule resolves would leave a query that no browser matches: the rule never applies.
  if (query === undefined) throw new Error(`@media (${name}) names no breakpoint`);
  return query;
};

/** The stylesheet with each breakpoint its `@media` rules name replaced by its query. */
export const withBreakpoints = (css: string): string =>
  css.replace(mediaPrelude, (prelude) =>
    prelude.replace(customMediaName, (_, name: `--${string}`) => queryNamed(name)),
  );
