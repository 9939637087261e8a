import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { apiHeaders } from "./harness.js";
import { useMailingServer } from "./mailSupport.js";
import { buyIn, entriesOf, freshSlot, joinBody, refund } from "./waitingListSteps.js";

/*
 * The offer's e-mail, received over real SMTP: in the language the party joined in, with the
 * link straight to checkout and the one that leaves the list, at the shop's public address;
 * and neither its address nor its tokens in the server's log. One store: what is mailed does
 * not depend on it (the offers' rules run on both in waitingList.test.ts).
 */

const PUBLIC_URL = "https://tickets.example.com";
const PARTY = "waiting.party@example.com";

describe("the waiting list's offer e-mail", () => {
  const { smtp, server } = useMailingServer("pglite", { publicUrl: PUBLIC_URL });

  it("an offer mails the party, in its language, a checkout link and a leave link with their tokens, and logs neither", async () => {
    const slot = await freshSlot(server(), 0, 2);
    const order = await buyIn(server(), slot, 2);
    const joined = await server().inject({
      method: "POST",
      url: "/api/web-sales/waiting-list/join",
      headers: { ...apiHeaders("sn"), "idempotency-key": randomUUID(), "accept-language": "es" },
      payload: joinBody(slot, 2, PARTY),
    });
    expect(joined.statusCode, joined.body).toBe(200);

    expect((await refund(server(), order)).statusCode).toBe(200);
    const [mail] = await smtp().waitFor(
      (candidate) => candidate.to !== undefined && JSON.stringify(candidate.to).includes(PARTY),
    );
    const [entry] = await entriesOf(server(), slot);
    const leaveToken = joined.json<{ leaveToken: string }>().leaveToken;
    expect(mail?.subject).toMatch(/^Hay plazas para usted en /);
    expect(mail?.text).toContain("Se han liberado plazas para su grupo de 2.");
    expect(mail?.text).toContain(
      `https://tickets.example.com/waiting-list/offer?token=${entry?.offerToken ?? "?"}`,
    );
    expect(mail?.text).toContain(
      `https://tickets.example.com/waiting-list/leave?token=${leaveToken}`,
    );
    expect(mail?.html).toContain(`/waiting-list/offer?token=${entry?.offerToken ?? "?"}`);

    const log = server().logLines().join("\n");
    expect(log).not.toContain(PARTY);
    expect(log).not.toContain(leaveToken);
    expect(log).not.toContain(entry?.offerToken ?? "?");
  });
});
