import type { ErrorReporter } from "../../ports/errorReporter.js";

/** Reports to the console: the default, so no third-party SDK is needed to run the product. */
export const consoleErrorReporter: ErrorReporter = {
  report: (message, detail) => {
    console.error(`[storefront] ${message}`, detail ?? {});
  },
};
