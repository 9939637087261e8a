/** "9:05": the seconds left on the reservation hold as minutes and seconds. */
export const formatHoldTime = (seconds: number): string =>
  `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;

/** What a screen reader hears: the whole minutes left, so it is not interrupted every second. */
export const holdAnnouncement = (seconds: number): string => {
  if (seconds === 0) return "Your hold has ended.";
  const minutes = Math.ceil(seconds / 60);
  return `Your tickets are held for ${String(minutes)} minute${minutes === 1 ? "" : "s"}.`;
};
