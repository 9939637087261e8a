/** The server's settings, read once from the environment at start. */
export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly logLevel: string;
  readonly staticDir: string;
  /** HOLD_MINUTES: how long a pending order holds its capacity (default 10). */
  readonly holdMinutes: number;
  /** SHUTDOWN_TIMEOUT_MS: how long a shutdown waits for requests in flight (default 10 s). */
  readonly shutdownTimeoutMs: number;
}

export const readEnv = (env: NodeJS.ProcessEnv, cwd: string): ServerEnv => {
  const port = Number(env.PORT ?? "8080");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT ?? ""}"`);
  }
  const holdMinutes = Number(env.HOLD_MINUTES ?? "10");
  if (!(holdMinutes > 0)) {
    throw new Error(`HOLD_MINUTES must be a positive number, not "${env.HOLD_MINUTES ?? ""}"`);
  }
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? "10000");
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs <= 0) {
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS must be a positive whole number, not "${env.SHUTDOWN_TIMEOUT_MS ?? ""}"`,
    );
  }
  return {
    port,
    host: env.HOST ?? "localhost",
    dataDir: env.DATA_DIR ?? `${cwd}/data`,
    databaseUrl: env.DATABASE_URL === "" ? undefined : env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? "info",
    staticDir: env.STATIC_DIR ?? `${cwd}/dist`,
    holdMinutes,
    shutdownTimeoutMs,
  };
};
