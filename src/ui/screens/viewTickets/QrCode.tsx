import { create } from "qrcode";
import { useMemo } from "react";

/** Blank modules around the code, which scanners need to find it. */
const QUIET_ZONE = 4;

/** The code's dark modules as one SVG path, one unit square each. */
const svgOf = (value: string): string => {
  const { modules } = create(value, { errorCorrectionLevel: "M" });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) {
        squares.push(`M${String(column + QUIET_ZONE)} ${String(row + QUIET_ZONE)}h1v1h-1z`);
      }
    }
  }
  const side = modules.size + 2 * QUIET_ZONE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(side)} ${String(side)}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${squares.join("")}"/></svg>`;
};

/** A QR code as an image: black on white in both themes, so every scanner reads it. */
export const QrCode = ({ value, alt }: { readonly value: string; readonly alt: string }) => {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgOf(value))}`,
    [value],
  );
  return <img src={src} alt={alt} width={220} height={220} />;
};
