import { readFileSync } from "node:fs";

/** The storefront's version, as package.json has it: the one place it is written. */
export const version = (): string => {
  const manifest: unknown = JSON.parse(
    readFileSync(new URL("../../../package.json", import.meta.url), "utf8"),
  );
  return typeof manifest === "object" && manifest !== null && "version" in manifest
    ? String(manifest.version)
    : "unknown";
};
