/**
 * Brings the step a choice has just opened into view when it starts low on the screen: on a
 * phone the tickets are under a calendar as tall as the screen, and a guest who has picked a
 * date would not see that anything happened. A step already well in view is left where it is.
 */
export const revealStep = (headingId: string) => {
  const step = document.getElementById(headingId)?.closest("section");
  if (step === null || step === undefined) return;
  if (step.getBoundingClientRect().top < window.innerHeight * 0.6) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  step.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
};
