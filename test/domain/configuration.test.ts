import { describe, expect, it } from "vitest";
import { brandOf } from "../../src/domain/brand.js";
import { configurationOf, type ConfigAnswerFields } from "../../src/domain/configuration.js";

const answer: ConfigAnswerFields = {
  ticketUrl: "https://tickets.example",
  client: "cgg",
  insightsKey: "insights-key",
  sentryEnvironment: "staging",
  fraudBeaconUrl: null,
  htmlHeader: "<script>header()</script>",
  htmlFooter: "<script>footer()</script>",
};

describe("the storefront's configuration", () => {
  it("the venue's tracking script is the config answer's header and footer", () => {
    expect(configurationOf(answer, brandOf("cgg"), "token").script).toEqual({
      htmlHeader: answer.htmlHeader,
      htmlFooter: answer.htmlFooter,
    });
  });

  it("the APIs are at the ticket URL; the names and third-party ids are the page's brand's", () => {
    const brand = brandOf("cgg");
    const configuration = configurationOf(answer, brand, "token");
    expect(configuration).toMatchObject({
      apiUri: answer.ticketUrl,
      ticketUrl: answer.ticketUrl,
      client: "cgg",
      companyName: brand.companyName,
      gaMeasurementId: brand.gaMeasurementId,
      cartToken: "token",
    });
  });
});
