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

/**
 * A page's first answers from `source`, asked once for as long as nothing they are made of has
 * changed: the API in this same process tells by its read cache's generation (`generation`,
 * undefined while it cannot hear the database's news: then every page asks). Each host,
 * language and set of first requests has its own (the same object, so pageKey.ts digests it
 * once). Only a whole set is kept (an answer left out, refused under load, is asked again), and
 * never a guest's own (their tickets, asked under the guess throttle every time).
 */
export const keptFirstAnswers = (
  source: FirstAnswersSource,
  generation: () => number | undefined,
  nowMs: () => number = Date.now,
): FirstAnswersSource => {
  const kept = new Map<string, Kept>();
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
    const answers = await source(request, locale);
    const whole = Object.keys(answers).length === requests.length;
    if (readAt !== undefined && whole && generation() === readAt) {
      kept.delete(key);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? "");
      kept.set(key, { answers, readAt, keptAtMs: nowMs() });
    }
    return answers;
  };
};
