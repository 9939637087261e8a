import * as E from "fp-ts/lib/Either.js";
import { WireCode } from "#contract/failure.js";
import type { Failure } from "../core/failure.js";
import type { Queryable } from "../storage/storage.js";
import type { DownloadLimits } from "../../shared/documents/downloadLimits.js";

const tooManyDownloads = (retryAfterMs: number): Failure => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return {
    status: 429,
    Code: WireCode.TooManyAttempts,
    message: `These tickets have been downloaded too many times for now. Try again in ${String(seconds)} seconds.`,
    retryAfterSeconds: seconds,
  };
};

export interface Download {
  /** The order's confirmation number, as it is stored. */
  readonly orderConfirmation: string;
  readonly client: string;
  readonly now: Date;
}

/**
 * Counts a download about to be served, or refuses it (429) when its order or its client
 * address has had its downloads for the window: asked once the order is found and the document
 * is known to exist, so what is counted is what is served.
 */
export const countDownload = async (
  db: Queryable,
  download: Download,
  limits: DownloadLimits,
): Promise<E.Either<Failure, null>> => {
  const [row] = await db.query<{ wait_ms: number | null }>(
    "select count_document_download($1, $2, $3, $4, $5, $6) as wait_ms",
    [
      download.orderConfirmation,
      download.client,
      download.now.getTime(),
      limits.windowMs,
      limits.perOrder,
      limits.perClient,
    ],
  );
  const waitMs = row?.wait_ms ?? null;
  return waitMs === null ? E.right(null) : E.left(tooManyDownloads(waitMs));
};
