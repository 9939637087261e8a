import type { FraudBeacon } from "../../ports/fraudBeacon.js";

export interface FraudBeaconOptions {
  /** The configured beacon address (locally, the server's sink), known once configured. */
  readonly url: () => string | null;
  readonly shopId: string;
  /** The session id the scoring vendor groups hits by. */
  readonly sessionId: string;
}

/**
 * An image beacon per path change (spec §2, §7: shop and sid parameters). It is fire and
 * forget: a failed hit is logged quietly (spec §8) and never reaches the guest.
 */
export const createImageFraudBeacon = (
  options: FraudBeaconOptions,
  makeImage: () => HTMLImageElement = () => new Image(),
): FraudBeacon => ({
  pathChanged: (path) => {
    const url = options.url();
    if (url === null) return;
    try {
      const image = makeImage();
      image.onerror = () => {
        console.debug("fraud beacon hit failed", path);
      };
      const query = new URLSearchParams({ shop: options.shopId, sid: options.sessionId, path });
      image.src = `${url}?${query.toString()}`;
    } catch (error) {
      console.debug("fraud beacon hit failed", error);
    }
  },
});
