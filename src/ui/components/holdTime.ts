/** "9:05": the seconds left on the reservation hold as minutes and seconds. */
export const formatHoldTime = (seconds: number): string =>
  `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;

/** When a screen reader is told how long is left: at two minutes and at thirty seconds. */
export const ANNOUNCED_AT_SECONDS = [120, 30] as const;

/**
 * What a screen reader hears: nothing while plenty of time is left, then one sentence from two
 * minutes and another from thirty seconds, and the end. A polite live region speaks when its
 * text changes, so the guest is told three times, never every second.
 */
export const holdAnnouncement = (seconds: number): string => {
  if (seconds === 0) return "Your hold has ended.";
  if (seconds <= 30)
    return "Less than 30 seconds left on your hold. Choose Need more time? to keep your tickets.";
  if (seconds <= 120)
    return "2 minutes left on your hold. Choose Need more time? to keep your tickets.";
  return "";
};
