import { createHash } from "node:crypto";

/**
 * Documents made once and kept: a signed Wallet pass, an order's PDF. A key names what a
 * document was made from, so a document is never served for an order that has changed since.
 *
 * In each process's memory, not in the database: a document is made from the code that draws it
 * and the certificate that signs it as well as from the order, and a copy kept in a shared table
 * would outlive a deploy that changed either; keeping it here costs each of WORKERS processes
 * one making per document, and a download never carries 20–100 KB through the database (PGlite
 * runs in the thread this frees). Bounded in bytes, the least recently used going first.
 */
export interface DocumentCache {
  /** The document kept under `key`, or the one `make` makes (once, however many ask at once). */
  readonly kept: (key: string, make: () => Promise<Uint8Array>) => Promise<Uint8Array>;
}

/** About a thousand PDFs of an order or several thousand passes: the visits of a busy day. */
export const DOCUMENT_CACHE_BYTES = 32 * 1024 * 1024;

export const documentCache = (maxBytes: number = DOCUMENT_CACHE_BYTES): DocumentCache => {
  // A Map keeps insertion order: the first key is the least recently used.
  const made = new Map<string, Uint8Array>();
  const making = new Map<string, Promise<Uint8Array>>();
  let bytes = 0;
  const keep = (key: string, document: Uint8Array) => {
    made.set(key, document);
    bytes += document.byteLength;
    for (const [oldest, old] of made) {
      if (bytes <= maxBytes) break;
      made.delete(oldest);
      bytes -= old.byteLength;
    }
  };
  return {
    kept: (key, make) => {
      const document = made.get(key);
      if (document !== undefined) {
        made.delete(key);
        made.set(key, document);
        return Promise.resolve(document);
      }
      const pending =
        making.get(key) ??
        make()
          .then((fresh) => {
            keep(key, fresh);
            return fresh;
          })
          .finally(() => making.delete(key));
      making.set(key, pending);
      return pending;
    },
  };
};

/**
 * The key of a document of `kind`: a digest of everything it is made from (the order, its
 * tickets, the guest's name, the venue). The digest is the order's version: any change to the
 * order's tickets gives another key, and an order refunded has no tickets to make one from.
 */
export const documentKey = (kind: string, madeFrom: unknown): string =>
  `${kind}:${createHash("sha256").update(JSON.stringify(madeFrom)).digest("base64url")}`;
