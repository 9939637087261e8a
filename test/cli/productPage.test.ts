import * as E from "fp-ts/lib/Either.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openProduct } from "../../src/adapters/cli/productPage.js";
import { findProduct, start, type StartedStorefront } from "../../src/adapters/cli/started.js";
import { createNodeContainer } from "../../src/adapters/composition/node.js";
import { recordingErrorReporter } from "../../src/adapters/memory/local.js";
import { startListening, type ListeningServer } from "./run.js";

/*
 * The CLI's product page on one started storefront, as a command that opens more than one
 * product sees it: each command line starts a storefront of its own, so the mode a first
 * product left could not reach a second one through `cli(...)`.
 */

let target: ListeningServer;
let started: StartedStorefront;

beforeAll(async () => {
  target = await startListening();
  const useCases = createNodeContainer({
    api: target.api,
    errorReporter: recordingErrorReporter(),
  }).useCases();
  const ready = await start(useCases, target.api);
  if (E.isLeft(ready)) throw new Error(ready.left);
  started = ready.right;
}, 60_000);

afterAll(async () => {
  await target.server.close();
});

const open = async (productId: number) => {
  const product = await findProduct(started, productId);
  if (E.isLeft(product)) throw new Error(product.left);
  return openProduct(started, product.right);
};

describe("the CLI opens a product page in the sale its category calls for", () => {
  it("a groups product enters group-sale mode; a product of another category then leaves it", async () => {
    const group = await open(106);
    expect(E.isRight(group) && group.right.saleKind).toBe("group");
    expect(started.useCases.groupSaleMode.current()).toBe("group");
    const general = await open(101);
    expect(E.isRight(general) && general.right.saleKind).toBe("general");
    expect(started.useCases.groupSaleMode.current()).toBe("general");
  });
});
