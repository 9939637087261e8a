import type { Receipt } from "../../domain/receipt.js";
import type { Analytics, AnalyticsEvent } from "../../ports/analytics.js";
import type { CartStorage, StoredCart } from "../../ports/cartStorage.js";
import type { ErrorReporter } from "../../ports/errorReporter.js";
import type { ReceiptStorage } from "../../ports/receiptStorage.js";
import type { FraudBeacon } from "../../ports/fraudBeacon.js";
import type { ScriptLoader } from "../../ports/scriptLoader.js";

/** Records analytics events instead of sending them: for tests and the CLI. */
export const recordingAnalytics = (): Analytics & { readonly events: AnalyticsEvent[] } => {
  const events: AnalyticsEvent[] = [];
  return {
    events,
    track: (event) => {
      events.push(event);
    },
  };
};

export const recordingFraudBeacon = (): FraudBeacon & { readonly paths: string[] } => {
  const paths: string[] = [];
  return {
    paths,
    pathChanged: (path) => {
      paths.push(path);
    },
  };
};

export const recordingErrorReporter = (): ErrorReporter & {
  readonly reports: { message: string; detail?: Readonly<Record<string, string>> }[];
} => {
  const reports: { message: string; detail?: Readonly<Record<string, string>> }[] = [];
  return {
    reports,
    report: (message, detail) => {
      reports.push(detail === undefined ? { message } : { message, detail });
    },
  };
};

export const recordingScriptLoader = (): ScriptLoader & { readonly scripts: string[] } => {
  const scripts: string[] = [];
  return {
    scripts,
    run: (script) => {
      scripts.push(script);
    },
  };
};

/** One value kept in memory: the storage of tests, the CLI, and a browser without any. */
const memorySlot = <T>(initial: T | null = null) => {
  let stored = initial;
  return {
    stored: () => stored,
    load: () => stored,
    save: (next: T) => {
      stored = next;
    },
    clear: () => {
      stored = null;
    },
  };
};

export const memoryCartStorage = (
  initial: StoredCart | null = null,
): CartStorage & { stored: () => StoredCart | null } => memorySlot(initial);

export const memoryReceiptStorage = (
  initial: Receipt | null = null,
): ReceiptStorage & { stored: () => Receipt | null } => memorySlot(initial);
