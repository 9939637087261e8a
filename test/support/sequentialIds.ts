import type { IdGenerator } from "../../src/ports/idGenerator.js";

/** Predictable ids: "id-1", "id-2", … */
export const sequentialIds = (prefix = "id"): IdGenerator => {
  let next = 0;
  return { next: () => `${prefix}-${String(++next)}` };
};
