import type { FirstAnswers } from "#contract/firstAnswers.js";
import { firstRequestsOf, opensWithGuestsOwn, type FirstAnswersSource } from "./firstAnswers.js";

/**
 * How long a page's first answers are given again unasked at most, however still: so an answer
 * that the time alone changes (none is, of those a kept page opens with) is a second late at
 * worst.
 */
const MAX_AGE_MS = 1_000;
/** The hosts, languages and pages whose answers are kept at once: a Host header is anyone's. */
const MAX_KEPT = 1_000;

interface Kept {
  readonly answers: FirstAnswers;
  readonly readAt: number;
  readonly keptAtMs: number;
}

/** Keeps `kept` under `key`, the oldest going first past MAX_KEPT. */
const keep = (entries: Map<string, Kept>, key: string, kept: Kept) => {
  entries.delete(key);
  if (entries.size >= MAX_KEPT) entries.delete(entries.keys().next().value ?? "");
  entries.set(key, kept);
};

/** An asking under way: the generation it began at, and the answers it will give. */
interface Asking {
  readonly readAt: number | undefined;
  readonly answers: Promise<FirstAnswers>;
}

/**
 * A page's first answers from `source`, asked once for the pages that ask the same (the same
 * host, language and first requests) while it is under way, as the API's read cache reads once
 * for a rush (cachedRoute.ts): a page asked after a change the API in this same process has
 * heard (its read cache's `generation`) asks for itself. In front of another API, which tells of
 * no change, a page's answers are at most the one round trip under way older than it. Then kept
 * while that generation holds (not at all without one: in front of another API, or while the
 * database's news cannot be heard). Given as the same object, so pageKey.ts digests it once.
 * Only a whole set is kept (an answer left out, refused under load, is asked again), and a
 * guest's own (their tickets, asked under the guess throttle) is asked for every page.
 */
export const keptFirstAnswers = (
  source: FirstAnswersSource,
  generation: () => number | undefined,
  nowMs: () => number = Date.now,
): FirstAnswersSource => {
  const kept = new Map<string, Kept>();
  const asking = new Map<string, Asking>();
  return async (request, locale) => {
    const page = new URL(request.url, "http://page.invalid");
    if (opensWithGuestsOwn(page)) return source(request, locale);
    const requests = firstRequestsOf(page);
    const key = JSON.stringify([request.headers.host ?? "", locale, requests]);
    const readAt = generation();
    const known = kept.get(key);
    const fresh =
      known !== undefined && known.readAt === readAt && nowMs() - known.keptAtMs < MAX_AGE_MS;
    if (fresh) return known.answers;
    const underWay = asking.get(key);
    if (underWay !== undefined && underWay.readAt === readAt) return underWay.answers;
    const asked: Asking = { readAt, answers: source(request, locale) };
    asking.set(key, asked);
    try {
      const answers = await asked.answers;
      const whole = Object.keys(answers).length === requests.length;
      if (readAt !== undefined && whole && generation() === readAt) {
        keep(kept, key, { answers, readAt, keptAtMs: nowMs() });
      }
      return answers;
    } finally {
      if (asking.get(key) === asked) asking.delete(key);
    }
  };
};
