// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  takeFirstAnswers,
  withFirstAnswers,
} from "../../src/adapters/http/firstAnswersTransport.js";
import type { HttpRequest, Transport } from "../../src/adapters/http/transport.js";
import { FIRST_ANSWERS_ELEMENT_ID } from "#contract/firstAnswers.js";

/*
 * The storefront's first GETs are answered from the page when the server wrote their answers
 * in (server/storefront/pages/firstAnswers.ts); every other request, and every later one, goes to the
 * network.
 */

const ORIGIN = "https://shop.example";
const FLAGS = "/api/web-sales/features?salesChannel=Web";

afterEach(() => {
  document.body.innerHTML = "";
});

const pageWith = (text: string) => {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = FIRST_ANSWERS_ELEMENT_ID;
  block.textContent = text;
  document.body.append(block);
};

/** The network: answers 200 with the address it was asked, and keeps what it was asked. */
const network = () => {
  const asked: HttpRequest[] = [];
  const transport: Transport = (request) => {
    asked.push(request);
    return Promise.resolve({ status: 200, body: { from: "network", url: request.url } });
  };
  return { asked, transport };
};

const get = (url: string): HttpRequest => ({ method: "GET", url, headers: {} });

describe("the page's first answers", () => {
  it("the first ask of an address the page answered is answered from the page, with no request", async () => {
    pageWith(JSON.stringify({ [FLAGS]: { status: 200, body: { flag: true } } }));
    const net = network();
    const transport = withFirstAnswers(takeFirstAnswers(document), ORIGIN, net.transport);
    await expect(transport(get(`${ORIGIN}${FLAGS}`))).resolves.toEqual({
      status: 200,
      body: { flag: true },
    });
    expect(net.asked).toEqual([]);
  });

  it("a later ask of the same address goes to the network: a page's answer is used once", async () => {
    pageWith(JSON.stringify({ [FLAGS]: { status: 200, body: { flag: true } } }));
    const net = network();
    const transport = withFirstAnswers(takeFirstAnswers(document), ORIGIN, net.transport);
    await transport(get(`${ORIGIN}${FLAGS}`));
    const again = await transport(get(`${ORIGIN}${FLAGS}`));
    expect(again.body).toEqual({ from: "network", url: `${ORIGIN}${FLAGS}` });
    expect(net.asked).toHaveLength(1);
  });

  it("the block is taken out of the page, so a second reading of it finds nothing", () => {
    pageWith(JSON.stringify({ [FLAGS]: { status: 200, body: {} } }));
    expect(takeFirstAnswers(document).size).toBe(1);
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(takeFirstAnswers(document).size).toBe(0);
  });

  it("another address, another origin or a POST to the same address goes to the network", async () => {
    pageWith(JSON.stringify({ [FLAGS]: { status: 200, body: { flag: true } } }));
    const net = network();
    const transport = withFirstAnswers(takeFirstAnswers(document), ORIGIN, net.transport);
    await transport(get(`${ORIGIN}/api/web-sales/features?salesChannel=Web&FE_isGroupSale=true`));
    await transport(get(`https://elsewhere.example${FLAGS}`));
    await transport({ method: "POST", url: `${ORIGIN}${FLAGS}`, headers: {}, body: {} });
    expect(net.asked).toHaveLength(3);
    await expect(transport(get(`${ORIGIN}${FLAGS}`))).resolves.toEqual({
      status: 200,
      body: { flag: true },
    });
  });

  it.each([
    ["no block", undefined],
    ["a block that is not JSON", "{not json"],
    ["a block not shaped as answers", JSON.stringify({ [FLAGS]: { body: {} } })],
  ])("a page with %s has no answers: every request goes to the network", async (_name, text) => {
    if (text !== undefined) pageWith(text);
    const net = network();
    const transport = withFirstAnswers(takeFirstAnswers(document), ORIGIN, net.transport);
    await transport(get(`${ORIGIN}${FLAGS}`));
    expect(net.asked).toHaveLength(1);
  });
});
