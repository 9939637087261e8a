import { readApiEnv, type ApiEnv } from "./api/env.js";
import { readStorefrontEnv, type StorefrontEnv } from "./storefront/env.js";

/** `npm start`'s settings: the reference API's and the storefront's, read from one environment. */
export type ServerEnv = ApiEnv & StorefrontEnv;

export const readEnv = (env: NodeJS.ProcessEnv, cwd: string): ServerEnv => ({
  ...readApiEnv(env, cwd),
  ...readStorefrontEnv(env, cwd),
});
