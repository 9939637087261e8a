import { describe, expect, it, vi } from "vitest";
import { yieldToMain } from "../../src/ui/app/yieldToMain.js";

describe("startup yields to the main thread between its steps", () => {
  it("a browser with scheduler.yield resumes through it", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    const setTimeout = vi.fn();
    const page = { scheduler: { yield: schedulerYield }, setTimeout } as unknown as Window;
    await yieldToMain(page);
    expect(schedulerYield).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it("a browser without it resumes in a new task from a zero timeout", async () => {
    const setTimeout = vi.fn((resume: () => void, delay: number) => {
      expect(delay).toBe(0);
      resume();
      return 1;
    });
    await yieldToMain({ setTimeout } as unknown as Window);
    expect(setTimeout).toHaveBeenCalledTimes(1);
  });

  it("the task does not resume before the browser runs the timeout", async () => {
    let runTimeout: () => void = () => undefined;
    const page = {
      setTimeout: (resume: () => void) => {
        runTimeout = resume;
        return 1;
      },
    } as unknown as Window;
    let resumed = false;
    const step = yieldToMain(page).then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    runTimeout();
    await step;
    expect(resumed).toBe(true);
  });
});
