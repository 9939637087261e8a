import type { FastifyInstance } from "fastify";

/** Names of this machine's own interface: a server listening on them is reached from it alone. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1"]);

export const listensBeyondLoopback = (host: string): boolean => !LOOPBACK_HOSTS.has(host);

/**
 * On SIGINT or SIGTERM: stops taking requests (new ones are answered 503), lets those in flight
 * finish, runs `closed` (a database to close), then exits 0; a request that will not finish
 * does not hold the process past the timeout, exit 1.
 */
export const stopOnSignals = (
  app: FastifyInstance,
  timeoutMs: number,
  closed: () => Promise<void> = () => Promise.resolve(),
) => {
  const shutdown = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown timed out with requests still in flight");
      process.exit(1);
    }, timeoutMs).unref();
    // A keep-alive connection that finishes its request after close began is idle only then:
    // closing idle connections once, as close does, would wait on it until it times out.
    const sweep = setInterval(() => {
      app.server.closeIdleConnections();
    }, 100);
    await app.close();
    clearInterval(sweep);
    await closed();
    process.exit(0);
  };
  process.once("SIGINT", (signal) => void shutdown(signal));
  process.once("SIGTERM", (signal) => void shutdown(signal));
};

/** Listens on `port` (0 takes a free one) and answers the port it took. */
export const listenOn = async (app: FastifyInstance, port: number, host: string) => {
  await app.listen({ port, host });
  const address = app.server.address();
  return typeof address === "object" && address !== null ? address.port : port;
};
