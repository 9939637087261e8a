/** How many ticket documents (PDF, Wallet pass, calendar file) may be downloaded per window. */
export interface DownloadLimits {
  /** DOCUMENT_DOWNLOADS_PER_ORDER: downloads of one order's documents. */
  readonly perOrder: number;
  /** DOCUMENT_DOWNLOADS_PER_CLIENT: downloads from one client address, of any order's. */
  readonly perClient: number;
  readonly windowMs: number;
}

// A guest downloads the PDF once or twice and adds each ticket to a wallet, on a phone or two:
// a group of 40 doing so twice is under 100. A link passed round a forum, or a script asking
// for one pass again and again, meets the limits within seconds.
export const defaultDownloadLimits: DownloadLimits = {
  perOrder: 200,
  perClient: 600,
  windowMs: 60 * 60_000,
};
