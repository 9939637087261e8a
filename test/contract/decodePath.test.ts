import * as E from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { describe, expect, it } from "vitest";
import { describePath, pathOf } from "#contract/decodePath.js";

/** The field a decode failure names: the answer's UNEXPECTED_ANSWER and the server's 400s. */

const errorsOf = (codec: t.Mixed, value: unknown): t.Errors => {
  const decoded = codec.decode(value);
  if (E.isRight(decoded)) throw new Error(`expected a refusal of ${JSON.stringify(value)}`);
  return decoded.left;
};

const List = t.type({ products: t.array(t.type({ name: t.string })) });

describe("the path of a decode failure", () => {
  it("a failure deep in a list names each key and index, dotted: products.0.name", () => {
    expect(describePath(errorsOf(List, { products: [{ name: 7 }] }))).toBe("products.0.name");
  });

  it("a member of an intersection adds no index of its own to the path", () => {
    const Answer = t.intersection([t.type({ Code: t.number }), t.type({ message: t.string })]);
    expect(describePath(errorsOf(Answer, { Code: 1, message: 2 }))).toBe("message");
    expect(describePath(errorsOf(Answer, { Code: "1", message: "m" }))).toBe("Code");
  });

  it("a member of a union adds no index of its own to the path", () => {
    const Answer = t.type({
      ok: t.union([t.type({ at: t.string }), t.type({ at: t.number, why: t.string })]),
    });
    const paths = errorsOf(Answer, { ok: { at: true } }).map((error) => pathOf(error.context));
    expect(paths).toEqual(["ok.at", "ok.at", "ok.why"]);
  });

  it("a combinator inside a field keeps the field and what follows it", () => {
    const Answer = t.type({
      lines: t.array(t.intersection([t.type({ id: t.number }), t.partial({ code: t.string })])),
    });
    expect(describePath(errorsOf(Answer, { lines: [{ id: 1 }, { id: 2, code: 3 }] }))).toBe(
      "lines.1.code",
    );
  });

  it("an answer wrong as a whole is named (answer)", () => {
    expect(describePath(errorsOf(List, "not an object"))).toBe("(answer)");
  });

  it("an intersection wrong as a whole is named (answer) too", () => {
    const Answer = t.intersection([
      t.type({ Code: t.number }),
      t.partial({ ids: t.array(t.number) }),
    ]);
    expect(describePath(errorsOf(Answer, null))).toBe("(answer)");
  });

  it("with no failure reported, the answer as a whole is named", () => {
    expect(describePath([])).toBe("(answer)");
  });

  it("the first failure is the one named", () => {
    expect(
      describePath(errorsOf(List, { products: [{ name: "a" }, { name: 1 }, { name: 2 }] })),
    ).toBe("products.1.name");
  });
});
