import type { BrandKey } from "../../domain/brand.js";

/** Each venue's mark in one colour (the theme's accent), drawn inline so it costs no request. */
const marks: Record<BrandKey, string> = {
  // The needle tower: spire, saucer and tapering shaft.
  sn: "M15 1h2v7h-2zM5 12c3-4 19-4 22 0-3 2-19 2-22 0zM14 14h4l2 17h-3l-1-7-1 7h-3z",
  // A blown-glass flower: three petals on a stem.
  cgg: "M16 2c4 4 4 10 0 14-4-4-4-10 0-14zM5 8c6 0 10 4 10 9-6 0-10-4-10-9zM27 8c0 5-4 9-10 9 0-5 4-9 10-9zM15 17h2v14h-2z",
};

export const BrandMark = ({ brand }: { readonly brand: BrandKey }) => (
  <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
    <path d={marks[brand]} fill="currentColor" />
  </svg>
);
