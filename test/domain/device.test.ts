import { describe, expect, it } from "vitest";
import { deviceFlags, MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from "../../src/domain/device.js";

describe("deviceFlags", () => {
  it("the mobile limit is 600px and the tablet limit 968px", () => {
    expect(MOBILE_MAX_WIDTH).toBe(600);
    expect(TABLET_MAX_WIDTH).toBe(968);
  });

  it("a width of exactly 600px is mobile", () => {
    expect(deviceFlags(600).isMobile).toBe(true);
  });

  it("a width of 601px is not mobile", () => {
    expect(deviceFlags(601).isMobile).toBe(false);
  });

  it("a width of exactly 968px is tablet", () => {
    expect(deviceFlags(968).isTablet).toBe(true);
  });

  it("a width of 969px is not tablet", () => {
    expect(deviceFlags(969).isTablet).toBe(false);
  });

  it("a phone-sized width is both mobile and at most a tablet", () => {
    expect(deviceFlags(375)).toEqual({ isMobile: true, isTablet: true });
  });

  it("a width between 601px and 968px is tablet but not mobile", () => {
    expect(deviceFlags(601)).toEqual({ isMobile: false, isTablet: true });
    expect(deviceFlags(768)).toEqual({ isMobile: false, isTablet: true });
  });

  it("a desktop width is neither mobile nor tablet", () => {
    expect(deviceFlags(969)).toEqual({ isMobile: false, isTablet: false });
    expect(deviceFlags(1440)).toEqual({ isMobile: false, isTablet: false });
  });

  it("a fractional width just above a limit is past it", () => {
    expect(deviceFlags(600.5)).toEqual({ isMobile: false, isTablet: true });
    expect(deviceFlags(968.5)).toEqual({ isMobile: false, isTablet: false });
  });
});
