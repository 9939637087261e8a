/*
 * jsdom lays nothing out, so it does not scroll: its window.scrollTo only reports "Not
 * implemented" on the console. Tests get a quiet one; what a page asks to be scrolled to is
 * checked by spying on it, and the browser tests scroll for real.
 */
if (typeof window !== "undefined") window.scrollTo = () => undefined;
