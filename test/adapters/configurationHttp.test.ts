import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../src/adapters/http/apiClient.js";
import { createConfigurationHttp } from "../../src/adapters/http/configurationHttp.js";
import { answer, countingIds, scriptedTransport } from "./scriptedTransport.js";

const ORIGIN = "http://127.0.0.1:8080";

const loadWith = async (ticketUrl: string, beaconUrl: string) => {
  const scripted = scriptedTransport(() =>
    answer(200, {
      REACT_APP_TICKET_URL: ticketUrl,
      client: "sn",
      REACT_APP_INSIGHTS_KEY: "",
      REACT_APP_SENTRY_ENV: "local",
      FRAUD_BEACON_URL: beaconUrl,
      script: { htmlHeader: "", htmlFooter: "" },
    }),
  );
  const call = createApiClient({
    transport: scripted.transport,
    baseUrl: () => ORIGIN,
    headers: () => ({}),
    saleKind: () => "general",
    ids: countingIds(),
    sleep: scripted.sleep,
  });
  const source = createConfigurationHttp(call, {
    host: "127.0.0.1",
    origin: ORIGIN,
    ids: countingIds(),
    ownAddress: false,
  });
  const loaded = await source.load()();
  if (E.isLeft(loaded)) throw new Error("the configuration did not load");
  return loaded.right;
};

describe("configuration addresses", () => {
  it('an address given as "" or as a path is on the origin the configuration came from', async () => {
    const configuration = await loadWith("", "/api/fraud-beacon");
    expect(configuration).toMatchObject({
      apiUri: ORIGIN,
      ticketUrl: ORIGIN,
      fraudBeaconUrl: `${ORIGIN}/api/fraud-beacon`,
    });
  });

  it("an absolute address (the server's PUBLIC_URL) is used as given", async () => {
    const configuration = await loadWith(
      "https://tickets.example",
      "https://tickets.example/api/fraud-beacon",
    );
    expect(configuration).toMatchObject({
      apiUri: "https://tickets.example",
      fraudBeaconUrl: "https://tickets.example/api/fraud-beacon",
    });
  });
});
