import type { IdGenerator } from "../../ports/idGenerator.js";

/** Random UUIDs (Web Crypto, in browsers and Node alike): unguessable and unique. */
export const randomIds: IdGenerator = { next: () => globalThis.crypto.randomUUID() };
