/**
 * One HTTP exchange, as the API policy needs it. Two adapters implement it: `fetch` in the
 * browser and `got` in Node (the CLI). A transport rejects only when no answer came at all.
 */
export interface HttpRequest {
  readonly method: "GET" | "POST";
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export interface HttpResponse {
  readonly status: number;
  /** The parsed JSON body, or null when the body was empty or not JSON. */
  readonly body: unknown;
  /** The Retry-After header (a 429's, a busy 503's), as sent; absent when there was none. */
  readonly retryAfter?: string;
}

export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

export const parseJson = (text: string): unknown => {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};
