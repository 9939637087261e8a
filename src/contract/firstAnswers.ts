import * as t from "io-ts";

// Not shown in the spec: the answers to a page's first GET requests, which the server that
// serves the page writes into it (server/storefront/pages/firstAnswers.ts) so the storefront does not
// wait a round trip for each before its first screen. Keyed by the request's path and query.
export const FIRST_ANSWERS_ELEMENT_ID = "first-answers";

export const FirstAnswer = t.type({ status: t.number, body: t.unknown }, "FirstAnswer");
export type FirstAnswer = t.TypeOf<typeof FirstAnswer>;

export const FirstAnswers = t.record(t.string, FirstAnswer, "FirstAnswers");
export type FirstAnswers = t.TypeOf<typeof FirstAnswers>;
