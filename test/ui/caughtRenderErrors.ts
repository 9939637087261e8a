import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * For tests of what an error boundary shows: React and the boundary report every error they
 * catch on the console, and there these errors are the point, not noise to read.
 */
export const expectCaughtRenderErrors = () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
};
