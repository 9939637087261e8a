import { describe, expect, it, vi } from "vitest";
import { paintFirst } from "../../src/adapters/http/paintFirst.js";
import type { HttpRequest, Transport } from "../../src/adapters/http/transport.js";

const request: HttpRequest = { method: "GET", url: "https://shop.example/api/x", headers: {} };

/** A page whose frames and timers run only when the test says. */
const pageWithFrames = () => {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const page = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  } as unknown as Window;
  const runTimers = (atMost: number) => {
    for (const timer of timers.splice(0).filter(({ ms }) => ms <= atMost)) timer.run();
  };
  return { page, frames, timers, runTimers };
};

const sent = (): { transport: Transport; calls: HttpRequest[] } => {
  const calls: HttpRequest[] = [];
  return {
    calls,
    transport: (asked) => {
      calls.push(asked);
      return Promise.resolve({ status: 200, body: null });
    },
  };
};

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("paintFirst", () => {
  it("a request is sent only after the frame that shows the tap is painted", async () => {
    const { page, frames, timers } = pageWithFrames();
    const { transport, calls } = sent();
    const answer = paintFirst(page, transport)(request);
    await settle();
    expect(calls).toEqual([]);
    for (const frame of frames.splice(0)) frame();
    await settle();
    expect(calls).toEqual([]);
    // The timer set in the frame's callback runs after that frame's paint.
    const afterPaint = timers.find(({ ms }) => ms === 0);
    afterPaint?.run();
    await expect(answer).resolves.toEqual({ status: 200, body: null });
    expect(calls).toEqual([request]);
  });

  it("a hidden page, which paints no frame, still sends its request", async () => {
    const { page, runTimers } = pageWithFrames();
    const { transport, calls } = sent();
    const answer = paintFirst(page, transport)(request);
    runTimers(100);
    await answer;
    expect(calls).toEqual([request]);
  });

  it("each request is sent once, whichever of the frame and the timer comes first", async () => {
    const { page, frames, runTimers } = pageWithFrames();
    const transport = vi.fn<Transport>(() => Promise.resolve({ status: 200, body: null }));
    const answer = paintFirst(page, transport)(request);
    for (const frame of frames.splice(0)) frame();
    runTimers(100);
    await answer;
    expect(transport).toHaveBeenCalledTimes(1);
  });
});
