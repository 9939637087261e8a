import type { FirstAnswers } from "#contract/firstAnswers.js";
import { firstRequestsOf, opensWithGuestsOwn, type FirstAnswersSource } from "./firstAnswers.js";

/**
 * How long a page's first answers are given again unasked at most, however still: so an answer
 * that the time alone changes (none is, of those a kept page opens with) is ten seconds late at
 * worst. Not less: each time they go, the pages asked until they are asked again wait for the
 * page admission, and past it are sent undrawn.
 */
const MAX_AGE_MS = 10_000;
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

/** A page's first answers, asked, or had without the page admission when they cost no work here. */
export interface FirstAnswersAtHand {
  /**
   * The answers when they cost this process nothing like an API request's work: kept and still
   * true, or, asked of another API (`askedElsewhere`), that API's to admit or refuse. Else none,
   * and the page asks them once admitted.
   */
  readonly withoutAdmission: (
    ...args: Parameters<FirstAnswersSource>
  ) => Promise<FirstAnswers | undefined>;
  readonly ask: FirstAnswersSource;
}

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
  {
    askedElsewhere = false,
    nowMs = Date.now,
  }: { askedElsewhere?: boolean; nowMs?: () => number } = {},
): FirstAnswersAtHand => {
  const kept = new Map<string, Kept>();
  const asking = new Map<string, Asking>();
  /** What a page asks, as kept: none for a guest's own answers. */
  const questionOf = (
    ...[request, locale]: Parameters<FirstAnswersSource>
  ): { readonly key: string; readonly requests: number } | undefined => {
    const page = new URL(request.url, "http://page.invalid");
    if (opensWithGuestsOwn(page)) return undefined;
    const requests = firstRequestsOf(page);
    const key = JSON.stringify([request.headers.host ?? "", locale, requests]);
    return { key, requests: requests.length };
  };
  const atHand = (key: string, readAt: number | undefined) => {
    const known = kept.get(key);
    const fresh =
      known !== undefined && known.readAt === readAt && nowMs() - known.keptAtMs < MAX_AGE_MS;
    return fresh ? known.answers : undefined;
  };
  const askShared = async (
    { key, requests }: { readonly key: string; readonly requests: number },
    ask: () => Promise<FirstAnswers>,
  ) => {
    const readAt = generation();
    const underWay = asking.get(key);
    if (underWay !== undefined && underWay.readAt === readAt) return underWay.answers;
    const asked: Asking = { readAt, answers: ask() };
    asking.set(key, asked);
    try {
      const answers = await asked.answers;
      const whole = Object.keys(answers).length === requests;
      if (readAt !== undefined && whole && generation() === readAt) {
        keep(kept, key, { answers, readAt, keptAtMs: nowMs() });
      }
      return answers;
    } finally {
      if (asking.get(key) === asked) asking.delete(key);
    }
  };
  return {
    withoutAdmission: async (request, locale) => {
      const question = questionOf(request, locale);
      if (question === undefined) return undefined;
      const kept = atHand(question.key, generation());
      if (kept !== undefined || !askedElsewhere) return kept;
      return askShared(question, () => source(request, locale));
    },
    ask: async (request, locale) => {
      const question = questionOf(request, locale);
      if (question === undefined) return source(request, locale);
      return (
        atHand(question.key, generation()) ?? askShared(question, () => source(request, locale))
      );
    },
  };
};
