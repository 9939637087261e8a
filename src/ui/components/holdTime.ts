import type { GuestWords } from "../../domain/words/words.js";

/** "9:05": the seconds left on the reservation hold as minutes and seconds. */
export const formatHoldTime = (seconds: number): string =>
  `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * What a screen reader hears: nothing while plenty of time is left, then one sentence from two
 * minutes and another from thirty seconds, and the end. A polite live region speaks when its
 * text changes, so the guest is told three times, never every second. Need more time? is
 * offered only while the hold can still be extended.
 */
export const holdAnnouncement = (
  seconds: number,
  extendable: boolean,
  words: GuestWords,
): string => {
  const offer = extendable ? words("cart.hold.chooseMoreTime") : "";
  if (seconds === 0) return words("cart.hold.announceEnded");
  if (seconds <= 30) return `${words("cart.hold.thirtySecondsLeft")}${offer}`;
  if (seconds <= 120) return `${words("cart.hold.twoMinutesLeft")}${offer}`;
  return "";
};

/** "10 more minutes added to your hold.": what Need more time? added, from the hold's ends. */
export const extensionConfirmation = (minutes: number, words: GuestWords): string =>
  minutes < 1 ? words("cart.hold.addedUnderAMinute") : words("cart.hold.added", { minutes });
