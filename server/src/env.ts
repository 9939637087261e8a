/** The server's settings, read once from the environment at start. */
export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly logLevel: string;
  readonly staticDir: string;
  /** PUBLIC_URL: the origin guests reach the storefront at; unset, "" (each page's own). */
  readonly publicUrl: string;
}

/** An http(s) origin and optional path, without a trailing slash: API paths are appended. */
const readPublicUrl = (value: string | undefined): string => {
  if (value === undefined || value === "") return "";
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url === undefined || !/^https?:$/.test(url.protocol) || value.endsWith("/")) {
    throw new Error(`PUBLIC_URL must be an http(s) URL without a trailing slash, not "${value}"`);
  }
  return value;
};

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
    publicUrl: readPublicUrl(env.PUBLIC_URL),
  };
};
