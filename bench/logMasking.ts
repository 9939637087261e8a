import { maskUrl } from "../server/shared/http/logging.js";

/*
 * `npm run bench:masking`: how long masking one request URL for the log takes as the URL
 * grows. Every request is logged, so the time must grow linearly with the URL's length (a
 * backtracking pattern would grow quadratically and let one request stall the logger). Two
 * shapes: one long parameter holding an "@" (the e-mail masking), and many short parameters
 * with percent-encoded names (each name decoded as the router reads it, then compared).
 */

const ROUNDS = 20;

const oneLongParameter = (length: number) =>
  `/api/web-sales/view-tickets?a=${"x".repeat(length)}@${"y".repeat(length)}`;

const PARAMETER = "order%43onfirmation=SN-8Q2X&";
const manyEncodedParameters = (length: number) =>
  `/api/web-sales/view-tickets?${PARAMETER.repeat(Math.ceil((2 * length) / PARAMETER.length))}`;

const millisecondsPerMask = (url: string): number => {
  maskUrl(url);
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) maskUrl(url);
  return (performance.now() - started) / ROUNDS;
};

console.log("| URL length | ms per URL: one long parameter | ms per URL: encoded names |");
console.log("| ---: | ---: | ---: |");
for (const length of [8_000, 16_000, 32_000, 64_000, 128_000]) {
  const long = oneLongParameter(length);
  const encoded = manyEncodedParameters(length);
  console.log(
    `| ${String(long.length)} | ${millisecondsPerMask(long).toFixed(2)} | ${millisecondsPerMask(encoded).toFixed(2)} |`,
  );
}
