import { createHash } from "node:crypto";
import { WireCode } from "#contract/failure.js";
import type { Queryable } from "../storage/storage.js";
import type { Failure } from "./failure.js";

export interface StoredAnswer {
  readonly statusCode: number;
  readonly answer: unknown;
  /** A refusal's Retry-After; never stored, since only successes are kept under a key. */
  readonly retryAfterSeconds?: number;
  /** A refusal whose writes are committed all the same (Failure's `keepsWrites`). */
  readonly keepsWrites?: true;
}

export type Claim =
  | { readonly kind: "claimed" }
  | { readonly kind: "replay"; readonly stored: StoredAnswer }
  | { readonly kind: "conflict"; readonly failure: Failure };

export const requestHash = (route: string, params: unknown, body: unknown): string =>
  createHash("sha256")
    .update(JSON.stringify([route, params, body]))
    .digest("hex");

/** A request's claim on its Idempotency-Key. */
export interface KeyClaim {
  readonly tenant: string;
  readonly key: string;
  readonly route: string;
  readonly hash: string;
  readonly nowMs: number;
}

/** The row a key already has, as the claim found it. */
export interface KeptKey {
  readonly route: string;
  readonly request_hash: string;
  readonly status_code: number;
  readonly answer: string;
}

/**
 * A key already kept: the same request replays its first answer; any other is refused.
 * Parsed from the text it was stored as, its keys keep their order: the replay is sent byte
 * for byte as the first answer was.
 */
export const claimOfKept = (
  claim: KeyClaim,
  existing: KeptKey | undefined,
): Exclude<Claim, { kind: "claimed" }> => {
  if (
    existing === undefined ||
    existing.route !== claim.route ||
    existing.request_hash !== claim.hash
  ) {
    return {
      kind: "conflict",
      failure: {
        status: 422,
        Code: WireCode.IdempotencyKeyReused,
        message: "This Idempotency-Key was already used for a different request.",
      },
    };
  }
  const answer: unknown = JSON.parse(existing.answer);
  return { kind: "replay", stored: { statusCode: existing.status_code, answer } };
};

/**
 * Claims an idempotency key inside the request's transaction. The insert takes the key's
 * row lock, so a concurrent request with the same key waits for the first to commit and then
 * replays its answer instead of doing the work again.
 */
export const claimKey = async (tx: Queryable, claim: KeyClaim): Promise<Claim> => {
  const inserted = await tx.query(
    `insert into idempotency_keys (tenant, key, route, request_hash, created_at_ms)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning key`,
    [claim.tenant, claim.key, claim.route, claim.hash, claim.nowMs],
  );
  if (inserted.length > 0) return { kind: "claimed" };
  const [existing] = await tx.query<KeptKey>(
    "select route, request_hash, status_code, answer from idempotency_keys where tenant = $1 and key = $2",
    [claim.tenant, claim.key],
  );
  return claimOfKept(claim, existing);
};

export const storeAnswer = async (
  tx: Queryable,
  where: { tenant: string; key: string },
  stored: StoredAnswer,
): Promise<void> => {
  await tx.query(
    "update idempotency_keys set status_code = $3, answer = $4 where tenant = $1 and key = $2",
    [where.tenant, where.key, stored.statusCode, JSON.stringify(stored.answer)],
  );
};

/**
 * Lets go of a key this transaction claimed, for a refusal it commits: only a success is kept
 * under a key, so a retry with it runs again.
 */
export const releaseKey = async (tx: Queryable, claim: KeyClaim): Promise<void> => {
  await tx.query("delete from idempotency_keys where tenant = $1 and key = $2", [
    claim.tenant,
    claim.key,
  ]);
};
