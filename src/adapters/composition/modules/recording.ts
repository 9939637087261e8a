import { ContainerModule } from "inversify";
import {
  memoryCartStorage,
  recordingAnalytics,
  recordingFraudBeacon,
  recordingScriptLoader,
} from "../../memory/local.js";
import { TOKENS } from "../tokens.js";

/**
 * Where there is no page: analytics, the fraud beacon and the tracking script are recorded
 * rather than sent anywhere, and the cart lives in memory.
 */
export const recordingModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.analytics).toResolvedValue(recordingAnalytics).inSingletonScope();
  bind(TOKENS.fraudBeacon).toResolvedValue(recordingFraudBeacon).inSingletonScope();
  bind(TOKENS.scriptLoader).toResolvedValue(recordingScriptLoader).inSingletonScope();
  bind(TOKENS.cartStorage)
    .toResolvedValue(() => memoryCartStorage())
    .inSingletonScope();
});
