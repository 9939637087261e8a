/**
 * The texts of spec §8 that the page's shell shows before any screen has loaded (its error
 * boundary, the generic modal, a failed order's fallback): kept apart from texts.ts so the
 * first script carries these three and not every screen's words.
 */
export const unexpectedJavascriptError = "Unexpected javascript error";
export const generic = "Something went wrong while doing your request. Please try again later.";
export const renderFailure = "Unexpected issue occured!";
