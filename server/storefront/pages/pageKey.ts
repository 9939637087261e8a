import { createHash } from "node:crypto";
import type { Locale } from "../../../src/domain/locale.js";
import type { FirstAnswers } from "#contract/firstAnswers.js";

const digestOf = (text: string): string => createHash("sha256").update(text).digest("base64url");

/** Answers given again as the same object (keptFirstAnswers.ts) are digested once. */
const digests = new WeakMap<FirstAnswers, string>();

const answersDigest = (answers: FirstAnswers): string => {
  const known = digests.get(answers);
  if (known !== undefined) return known;
  const digest = digestOf(JSON.stringify(answers));
  digests.set(answers, digest);
  return digest;
};

/**
 * What a drawn page is kept under: all it is drawn from but its nonces. The Host header as sent
 * (its brand, and the host of its language alternates: no host is ever sent another's page);
 * its address as the page reads it, parsed as every part of the drawing parses it, so two
 * spellings share a page only when they read the same; its language; and its first answers,
 * so a change to what it shows draws it again, whichever process's API answered. A digest, so
 * a long address or list costs the keep 43 characters.
 */
export const pageKey = (
  host: string,
  address: URL,
  locale: Locale,
  answers: FirstAnswers,
): string => digestOf(JSON.stringify([host, address.href, locale, answersDigest(answers)]));
