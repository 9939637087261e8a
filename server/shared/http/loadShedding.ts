import { setImmediate } from "node:timers/promises";

/**
 * A bound on the requests at work on the database at once. PGlite runs one query at a time and
 * a pool has few connections: past the bound, a request would only wait in line, so it is
 * refused at once, before it has done anything (a purchase is never half-charged), and the
 * client asks again after Retry-After with the same Idempotency-Key.
 */
export interface Admission {
  /** True when the request may start; it then must `leave` once answered. */
  readonly enter: () => boolean;
  readonly leave: () => void;
}

export const admission = (maxInFlight: number): Admission => {
  let inFlight = 0;
  return {
    enter: () => {
      if (inFlight >= maxInFlight) return false;
      inFlight += 1;
      return true;
    },
    leave: () => {
      inFlight -= 1;
    },
  };
};

/**
 * A share of `gate`: at most `bound` of the requests it admits at once. Each also takes its
 * place in the gate, so what the share does not take is left to every other request.
 */
export const shareOf = (gate: Admission, bound: number): Admission => {
  const own = admission(bound);
  return {
    enter: () => {
      if (!own.enter()) return false;
      if (gate.enter()) return true;
      own.leave();
      return false;
    },
    leave: () => {
      gate.leave();
      own.leave();
    },
  };
};

/**
 * What ticket documents, and pages drawn on the server, may each take of MAX_IN_FLIGHT: a
 * quarter. They are asked from plain links, as often as anyone likes, and cost more CPU than
 * an answer of the API; so however many are asked at once, half the places at least are left
 * to the storefront's own calls (prices, holds, purchases).
 */
export const heavyShare = (maxInFlight: number): number => Math.max(1, Math.floor(maxInFlight / 4));

/** The requests at work at once, and the heavy work's shares of them. */
export interface AdmissionWithShares {
  readonly gate: Admission | undefined;
  /** A new share for heavy work (documents, drawn pages): a quarter of the gate. */
  readonly heavy: () => Admission | undefined;
}

/** A gate of `maxInFlight` (undefined: no bound) and the heavy work's shares of it. */
export const admissionWithShares = (maxInFlight: number | undefined): AdmissionWithShares => {
  const gate = maxInFlight === undefined ? undefined : admission(maxInFlight);
  return {
    gate,
    heavy: () =>
      gate === undefined || maxInFlight === undefined
        ? undefined
        : shareOf(gate, heavyShare(maxInFlight)),
  };
};

/**
 * PGlite answers a few hundred requests a second, one query at a time: 32 waiting is about a
 * tenth of a second of work. A PostgreSQL pool of 10 connections overlaps more of them.
 */
export const defaultMaxInFlight: Readonly<Record<"pglite" | "postgres", number>> = {
  pglite: 32,
  postgres: 64,
};

/** A second is about what the requests already admitted take to be answered. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/** Lets the event loop read what else has come in before this request goes on. */
const others = () => setImmediate();

/**
 * Runs `work` when admitted; otherwise answers `refused` without starting it. An admitted
 * request first lets the others in: its work may hold this thread (a page or a document made
 * here), so without that turn it would run its first stretch before the next request is even
 * read, and the line would form, unbounded and unseen, in the sockets.
 */
export const whenAdmitted = async <T>(
  gate: Admission | undefined,
  work: () => Promise<T>,
  refused: () => T,
): Promise<T> => {
  if (gate === undefined) return work();
  if (!gate.enter()) return refused();
  try {
    await others();
    return await work();
  } finally {
    gate.leave();
  }
};
