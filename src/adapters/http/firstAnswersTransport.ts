import * as E from "fp-ts/lib/Either.js";
import { FIRST_ANSWERS_ELEMENT_ID, FirstAnswers } from "#contract/firstAnswers.js";
import type { HttpResponse, Transport } from "./transport.js";

/**
 * The answers the page came with (server/storefront/pages/firstAnswers.ts), taken out of it: read once,
 * so a page kept by the offline worker or the back button is never read twice. A block that is
 * missing or not as the contract says gives none, and every request goes to the network.
 */
export const takeFirstAnswers = (document: Document): Map<string, HttpResponse> => {
  const block = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (block === null) return new Map();
  block.remove();
  let parsed: unknown;
  try {
    parsed = JSON.parse(block.textContent);
  } catch {
    return new Map<string, HttpResponse>();
  }
  const answers = FirstAnswers.decode(parsed);
  return new Map<string, HttpResponse>(E.isRight(answers) ? Object.entries(answers.right) : []);
};

/**
 * A transport that answers a GET of the page's own origin from the answers the page came with,
 * each once: the first ask of the configuration, the flags or the first screen's data costs no
 * round trip, and every later ask (a retry, a refresh) goes to the network, so an answer the
 * page carried is never used after it could have changed.
 */
export const withFirstAnswers =
  (answers: Map<string, HttpResponse>, origin: string, network: Transport): Transport =>
  (request) => {
    const url = new URL(request.url, origin);
    const key = `${url.pathname}${url.search}`;
    const answer = request.method === "GET" && url.origin === origin ? answers.get(key) : undefined;
    if (answer === undefined) return network(request);
    answers.delete(key);
    return Promise.resolve(answer);
  };
