import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { keptFirstAnswers } from "../../server/storefront/pages/keptFirstAnswers.js";
import type { FirstAnswers } from "#contract/firstAnswers.js";

/*
 * A page's first answers are asked once for the pages that ask the same at once, and, beside
 * the API that hears every change, kept until one: never a guest's own tickets.
 */

const pageRequest = (url: string, host = "localhost") =>
  ({ url, headers: { host }, ip: "203.0.113.9" }) as FastifyRequest;

/** A source that counts its askings, answering every first request of `/` and a product's. */
const countingSource = () => {
  const asked: string[] = [];
  const source = async (request: FastifyRequest): Promise<FirstAnswers> => {
    asked.push(`${request.headers.host ?? ""}${request.url}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const ok = { status: 200, body: {} } as const;
    return {
      "/config.json": ok,
      "/api/web-sales/features?salesChannel=Web": ok,
      "/api/web-sales/products-with-upgrades": ok,
    };
  };
  return { asked, source };
};

describe("a page's first answers, kept", () => {
  it("pages asking the same at once share one asking, and each host asks its own", async () => {
    const { asked, source } = countingSource();
    const answers = keptFirstAnswers(source, () => undefined).ask;
    const pages = await Promise.all([
      answers(pageRequest("/"), "en"),
      answers(pageRequest("/?a=1"), "en"),
      answers(pageRequest("/"), "en"),
      answers(pageRequest("/", "cgg.localhost"), "en"),
      answers(pageRequest("/"), "ja"),
    ]);
    expect(asked).toHaveLength(3);
    expect(pages[1]).toBe(pages[0]);
    await answers(pageRequest("/"), "en");
    expect(asked).toHaveLength(4);
  });

  it("in front of another API, answers are had without the page admission: that API admits them", async () => {
    const { asked, source } = countingSource();
    const { withoutAdmission } = keptFirstAnswers(source, () => undefined, {
      askedElsewhere: true,
    });
    expect(await withoutAdmission(pageRequest("/"), "en")).toBeDefined();
    expect(asked).toHaveLength(1);
  });

  it("kept while the API hears no change, at hand without asking, asked again once it does", async () => {
    const { asked, source } = countingSource();
    let generation = 1;
    const { ask, withoutAdmission } = keptFirstAnswers(source, () => generation);
    expect(await withoutAdmission(pageRequest("/"), "en")).toBeUndefined();
    const first = await ask(pageRequest("/"), "en");
    expect(await withoutAdmission(pageRequest("/"), "en")).toBe(first);
    await ask(pageRequest("/"), "en");
    expect(asked).toHaveLength(1);
    generation += 1;
    expect(await withoutAdmission(pageRequest("/"), "en")).toBeUndefined();
    await ask(pageRequest("/"), "en");
    expect(asked).toHaveLength(2);
  });

  it("a page asked after a change shares no asking begun before it", async () => {
    const { asked, source } = countingSource();
    let generation = 1;
    const answers = keptFirstAnswers(source, () => generation).ask;
    const before = answers(pageRequest("/"), "en");
    generation += 1;
    await Promise.all([before, answers(pageRequest("/"), "en")]);
    expect(asked).toHaveLength(2);
  });

  it("a guest's own tickets are asked for every page", async () => {
    const { asked, source } = countingSource();
    const answers = keptFirstAnswers(source, () => 1).ask;
    const tickets = pageRequest("/view-tickets?orderConfirmation=CONF-1");
    await Promise.all([answers(tickets, "en"), answers(tickets, "en")]);
    await answers(tickets, "en");
    expect(asked).toHaveLength(3);
    const elsewhere = keptFirstAnswers(source, () => undefined, { askedElsewhere: true });
    expect(await elsewhere.withoutAdmission(tickets, "en")).toBeUndefined();
  });
});
