import type { TaskEither } from "fp-ts/lib/TaskEither.js";
import type { Configuration } from "../domain/configuration.js";
import type { ApiFailure } from "./apiFailure.js";

/** Where the storefront's configuration comes from (spec §3: GET config path). */
export interface ConfigurationSource {
  load(): TaskEither<ApiFailure, Configuration>;
}
