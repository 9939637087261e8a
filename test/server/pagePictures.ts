/** The pictures a drawn page preloads at high priority, in its order. */
export const preloadedPictures = (page: string): readonly string[] =>
  [...page.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/g)].map(
    ([, href]) => href ?? "",
  );
