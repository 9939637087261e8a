import type { Transport } from "./transport.js";

/**
 * Resolves once the browser has painted: a requestAnimationFrame callback runs just before a
 * paint, and a timer set from it just after. A hidden page paints no frames, so a short timer
 * stands in for them there.
 */
const afterNextPaint = (page: Window): Promise<void> =>
  new Promise((resolve) => {
    page.requestAnimationFrame(() => page.setTimeout(resolve, 0));
    page.setTimeout(resolve, 100);
  });

/**
 * Sends each request once the screen has shown the tap that asked for it. A guest's tap both
 * changes the screen and asks the API (a date asks for its tickets); starting a request costs
 * the browser's main thread several milliseconds on a slow phone, which would otherwise come
 * before the tap's paint and make the tap feel that much slower. A frame is nothing beside a
 * request's round trip.
 */
export const paintFirst =
  (page: Window, transport: Transport): Transport =>
  async (request) => {
    await afterNextPaint(page);
    return transport(request);
  };
