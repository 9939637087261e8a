/** The server's settings, read once from the environment at start. */
export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly logLevel: string;
  readonly staticDir: string;
}

export const readEnv = (env: NodeJS.ProcessEnv, cwd: string): ServerEnv => {
  const port = Number(env.PORT ?? "8080");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT ?? ""}"`);
  }
  return {
    port,
    host: env.HOST ?? "localhost",
    dataDir: env.DATA_DIR ?? `${cwd}/data`,
    databaseUrl: env.DATABASE_URL === "" ? undefined : env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? "info",
    staticDir: env.STATIC_DIR ?? `${cwd}/dist`,
  };
};
