import type { FastifyInstance } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { boundedString } from "#contract/primitives.js";
import { describeDecodeErrors } from "../http/decodeFailure.js";
import { failureBody, invalidRequestFailure } from "../http/failure.js";
import type { RouteDeps } from "../http/route.js";

/*
 * A local stand-in for the fraud-scoring vendor's beacon (spec §7: shop and sid parameters),
 * so the storefront's path hits can be seen and tested without any third party.
 */

const BeaconHit = t.type({
  shop: boundedString("Shop", 100),
  sid: boundedString("Sid", 200),
  path: boundedString("Path", 2000),
});

const HitsQuery = t.type({ sid: boundedString("Sid", 200) });

// The smallest valid GIF: an image beacon must get an image back.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export const registerBeacon = (app: FastifyInstance, deps: RouteDeps) => {
  app.get("/api/fraud-beacon", async (request, reply) => {
    const hit = BeaconHit.decode(request.query);
    if (E.isLeft(hit)) {
      return reply
        .status(400)
        .send(failureBody(invalidRequestFailure(describeDecodeErrors("query", hit.left))));
    }
    await deps.storage.query(
      "insert into beacon_hits (shop, sid, path, at_ms) values ($1, $2, $3, $4)",
      [hit.right.shop, hit.right.sid, hit.right.path, deps.clock.now().getTime()],
    );
    return reply.header("cache-control", "no-store").type("image/gif").send(PIXEL);
  });

  /** What the sink recorded for one session, oldest first: for tests and operators. */
  app.get("/api/fraud-beacon/hits", async (request, reply) => {
    const query = HitsQuery.decode(request.query);
    if (E.isLeft(query)) {
      return reply
        .status(400)
        .send(failureBody(invalidRequestFailure(describeDecodeErrors("query", query.left))));
    }
    const hits = await deps.storage.query<{
      shop: string;
      sid: string;
      path: string;
      at_ms: number;
    }>("select shop, sid, path, at_ms from beacon_hits where sid = $1 order by hit_id", [
      query.right.sid,
    ]);
    return reply.send(
      hits.map((hit) => ({
        shop: hit.shop,
        sid: hit.sid,
        path: hit.path,
        at: new Date(hit.at_ms).toISOString(),
      })),
    );
  });
};
