import type { FastifyInstance } from "fastify";
import { isSingleLine } from "#contract/primitives.js";

/** Deeper than any body of the contract (a create-order is 5 levels), far below a stack's. */
export const MAX_BODY_DEPTH = 32;

/** A 4xx Fastify's error handler answers with the contract's `{ Code, message }`. */
const badBody = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

const CONTROL_CHARACTER = "holds a control character";

/**
 * Why a parsed body is refused, or null. It walks with a list, not recursion, so no body can
 * overflow the stack here, and it runs before anything else (decoding, hashing) walks it.
 * Unknown fields are checked too: a control character there is as unfit to store or log.
 * The problem names where it is, never the value.
 */
export const bodyProblem = (body: unknown): string | null => {
  const pending: { value: unknown; path: readonly (string | number)[] }[] = [
    { value: body, path: [] },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    const where = ["body", ...path].join(".");
    if (typeof value === "string" && !isSingleLine(value)) {
      return `Invalid request: ${where} ${CONTROL_CHARACTER}.`;
    }
    if (typeof value !== "object" || value === null) continue;
    if (path.length >= MAX_BODY_DEPTH) {
      return `Invalid request: the body nests deeper than ${MAX_BODY_DEPTH} levels.`;
    }
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((child: unknown, index) => [index, child])
      : Object.entries(value);
    for (const [key, child] of entries) {
      if (typeof key === "string" && !isSingleLine(key)) {
        return `Invalid request: a field name in ${where} ${CONTROL_CHARACTER}.`;
      }
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
};

/**
 * JSON bodies are parsed as Fastify parses them (size limit, prototype poisoning refused),
 * then refused with a 400 when too deep or holding a control character.
 */
export const registerBodyLimits = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, raw, done) => {
    // Fastify's own JSON parser answers through its callback, never a promise.
    void parseJson(request, raw as string, (error: Error | null, body?: unknown) => {
      const problem = error === null ? bodyProblem(body) : null;
      if (error !== null) done(error, undefined);
      else if (problem !== null) done(badBody(problem), undefined);
      else done(null, body);
    });
  });
};
