import { Writable } from "node:stream";
import fc from "fast-check";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { censorLine, loggerOptions } from "../../server/shared/http/logging.js";

/*
 * The log's second guard: a secret field (an e-mail, a confirmation number, card data, a body,
 * headers) that a log call passes by mistake is censored wherever it sits in the line.
 */

const SECRET_FIELDS = [
  "email",
  "orderConfirmation",
  "cardNumber",
  "cardCVV",
  "cardMonthExp",
  "cardYearExp",
  "body",
  "headers",
];
const SECRET = "SECRET-VALUE-7f3a";

/** Any JSON object, where any field may be one of the secret fields, holding the secret. */
const logged: fc.Arbitrary<Record<string, unknown>> = fc.letrec<{
  value: unknown;
  object: Record<string, unknown>;
}>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    tie("object"),
  ),
  object: fc.dictionary(
    fc.oneof(fc.constantFrom(...SECRET_FIELDS), fc.string({ maxLength: 6 })),
    fc.oneof(tie("value"), fc.constant(SECRET), fc.constant({ nested: SECRET })),
    { maxKeys: 4 },
  ),
})).object;

/** What the line should say: each secret field's value replaced, everything else as it was. */
const expected = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(expected);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELDS.includes(key) ? "***" : expected(field),
    ]),
  );
};

describe("log censoring", () => {
  it("a secret field is censored at any depth, and nothing else in the line changes", () => {
    fc.assert(
      fc.property(logged, (object) => {
        const line = `${JSON.stringify(object)}\n`;
        const written = censorLine(line);
        expect(written.endsWith("\n")).toBe(true);
        expect(JSON.parse(written)).toEqual(expected(object));
      }),
      { numRuns: 1_000 },
    );
  });

  it("a line that names no secret field is written as it is", () => {
    const line = '{"level":"info","req":{"url":"/api/x?email=a"},"msg":"incoming request"}\n';
    expect(censorLine(line)).toBe(line);
  });

  it("the server's logger censors a secret its caller passed by mistake", () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino(loggerOptions({ level: "info" }), stream);
    log
      .child({ reqId: "r1" })
      .info(
        { order: { lines: [{ cardNumber: "4242424242424242" }], guest: { email: "a@b.example" } } },
        "order logged",
      );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("4242424242424242");
    expect(lines[0]).not.toContain("a@b.example");
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      reqId: "r1",
      order: { lines: [{ cardNumber: "***" }], guest: { email: "***" } },
    });
  });
});
