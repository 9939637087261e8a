import type { TaskEither } from "fp-ts/lib/TaskEither.js";
import type { FeatureFlags } from "../domain/featureFlags.js";
import type { ApiFailure } from "./apiFailure.js";

/** Feature flags, fetched for sales channel Web (spec §2 startup). */
export interface FeatureFlagsSource {
  load(): TaskEither<ApiFailure, FeatureFlags>;
}
