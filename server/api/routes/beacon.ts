import type { FastifyInstance } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { boundedString } from "#contract/primitives.js";
import { describeDecodeErrors } from "../../shared/decodeFailure.js";
import { failureBody, invalidRequestFailure } from "../core/failure.js";
import { whenAdmitted } from "../../shared/http/loadShedding.js";
import type { RouteDeps } from "../http/route.js";
import type { Queryable } from "../storage/storage.js";
import { beaconAllowance, type BeaconLimits } from "./beaconLimits.js";

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

/**
 * A hit in the place its sequence number names, modulo `maxHits` (migration 012), replacing the
 * oldest hit there; places past a bound lowered since are let go.
 */
const recordHit = (
  db: Queryable,
  hit: t.TypeOf<typeof BeaconHit>,
  atMs: number,
  maxHits: number,
): Promise<unknown> =>
  db.query(
    `with outside as (delete from beacon_hits where place >= $5),
          numbered as (select nextval('beacon_hits_hit_id_seq') as hit_id)
     insert into beacon_hits (place, hit_id, shop, sid, path, at_ms)
     select hit_id % $5, hit_id, $1, $2, $3, $4 from numbered
     on conflict (place) do update set hit_id = excluded.hit_id, shop = excluded.shop,
       sid = excluded.sid, path = excluded.path, at_ms = excluded.at_ms`,
    [hit.shop, hit.sid, hit.path, atMs, maxHits],
  );

export const registerBeacon = (app: FastifyInstance, deps: RouteDeps, limits: BeaconLimits) => {
  const allows = beaconAllowance(limits);
  app.get("/api/fraud-beacon", async (request, reply) => {
    const hit = BeaconHit.decode(request.query);
    if (E.isLeft(hit)) {
      return reply
        .status(400)
        .send(failureBody(invalidRequestFailure(describeDecodeErrors("query", hit.left))));
    }
    // Past a client's allowance, or while the database is at its bound, the hit is let go:
    // a sale never waits on a beacon, and the guest's page gets its pixel all the same.
    const atMs = deps.clock.now().getTime();
    if (allows(request.ip, atMs)) {
      await whenAdmitted(
        deps.admission,
        () => recordHit(deps.storage, hit.right, atMs, limits.maxHits),
        () => undefined,
      );
    }
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
