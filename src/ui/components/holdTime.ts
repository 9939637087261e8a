/** "9:05": the seconds left on the reservation hold as minutes and seconds. */
export const formatHoldTime = (seconds: number): string =>
  `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * What a screen reader hears: nothing while plenty of time is left, then one sentence from two
 * minutes and another from thirty seconds, and the end. A polite live region speaks when its
 * text changes, so the guest is told three times, never every second. Need more time? is
 * offered only while the hold can still be extended.
 */
export const holdAnnouncement = (seconds: number, extendable: boolean): string => {
  const offer = extendable ? " Choose Need more time? to keep your tickets." : "";
  if (seconds === 0) return "Your hold has ended.";
  if (seconds <= 30) return `Less than 30 seconds left on your hold.${offer}`;
  if (seconds <= 120) return `2 minutes left on your hold.${offer}`;
  return "";
};

/** "10 more minutes added to your hold.": what Need more time? added, from the hold's ends. */
export const extensionConfirmation = (minutes: number): string =>
  minutes < 1
    ? "Less than a minute added to your hold."
    : `${String(minutes)} more ${minutes === 1 ? "minute" : "minutes"} added to your hold.`;
