import { ContainerModule } from "inversify";
import {
  memoryCartStorage,
  memoryReceiptStorage,
  recordingAnalytics,
  recordingFraudBeacon,
  recordingScriptLoader,
} from "../../memory/local.js";
import { memoryOfflineTickets } from "../../memory/offlineTickets.js";
import { TOKENS } from "../tokens.js";

/**
 * Where there is no page: analytics, the fraud beacon and the tracking script are recorded
 * rather than sent anywhere, the cart and the last receipt live in memory, and no tickets are
 * kept offline.
 */
export const recordingModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.analytics).toResolvedValue(recordingAnalytics);
  bind(TOKENS.fraudBeacon).toResolvedValue(recordingFraudBeacon);
  bind(TOKENS.scriptLoader).toResolvedValue(recordingScriptLoader);
  bind(TOKENS.cartStorage).toResolvedValue(() => memoryCartStorage());
  bind(TOKENS.receiptStorage).toResolvedValue(() => memoryReceiptStorage());
  bind(TOKENS.offlineTickets).toResolvedValue(() => memoryOfflineTickets());
});
