export const MOBILE_MAX_WIDTH = 600;
export const TABLET_MAX_WIDTH = 968;

/**
 * Device flags are upper bounds on the viewport width (spec §1): a mobile width is also
 * "tablet or narrower", so layouts can ask "at most a tablet" with one flag.
 */
export interface DeviceFlags {
  readonly isMobile: boolean;
  readonly isTablet: boolean;
}

export const deviceFlags = (width: number): DeviceFlags => ({
  isMobile: width <= MOBILE_MAX_WIDTH,
  isTablet: width <= TABLET_MAX_WIDTH,
});
