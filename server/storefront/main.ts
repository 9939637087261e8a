import { loadPassCredentials } from "../shared/documents/wallet/passCredentials.js";
import { listenOn, stopOnSignals } from "../shared/http/lifecycle.js";
import { buildStorefront } from "./app.js";
import { readStorefrontEnv } from "./env.js";

/**
 * The storefront alone in front of the ticketing API at TICKETING_API_URL: no database, no
 * mail. `npm start` runs this when TICKETING_API_URL is set.
 */
const env = readStorefrontEnv(process.env, process.cwd());
if (env.ticketingApiUrl === undefined) {
  process.stderr.write(
    "TICKETING_API_URL must name the ticketing API this storefront stands in front of\n",
  );
  process.exit(2);
}
const credentials = loadPassCredentials(env.pass, env.dataDir, new Date());
const app = await buildStorefront({
  api: env.ticketingApiUrl,
  staticDir: env.staticDir,
  log: { level: env.logLevel },
  ...(env.trustedProxy === undefined ? {} : { trustedProxy: env.trustedProxy }),
  config: { ...env.config, publicUrl: env.publicUrl },
  ...(env.maxInFlight === undefined ? {} : { maxInFlight: env.maxInFlight }),
  downloadLimits: env.downloadLimits,
  walletPassSigning: { identity: env.pass, credentials: () => credentials },
});
stopOnSignals(app, env.shutdownTimeoutMs);
const port = await listenOn(app, env.port, env.host);
app.log.info(`storefront on http://localhost:${String(port)}, in front of ${env.ticketingApiUrl}`);
