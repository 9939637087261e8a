import { maskUrl } from "../server/src/http/logging.js";

/*
 * `npm run bench:masking`: how long masking one request URL for the log takes as the URL
 * grows. Every request is logged, so the time must grow linearly with the URL's length (a
 * backtracking pattern would grow quadratically and let one request stall the logger).
 */

const ROUNDS = 20;

const urlOf = (length: number) =>
  `/api/web-sales/view-tickets?a=${"x".repeat(length)}@${"y".repeat(length)}`;

const millisecondsPerMask = (url: string): number => {
  maskUrl(url);
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) maskUrl(url);
  return (performance.now() - started) / ROUNDS;
};

console.log("| URL length | ms per URL |");
console.log("| ---: | ---: |");
for (const length of [8_000, 16_000, 32_000, 64_000, 128_000]) {
  const url = urlOf(length);
  console.log(`| ${String(url.length)} | ${millisecondsPerMask(url).toFixed(2)} |`);
}
