/*
 * The clients of `npm run bench:documents`, in a process of their own (documentFlood.ts forks
 * one for the flood and one for the other guests, so neither's work delays the other's
 * timing): either `connections` loops downloading one Wallet pass as fast as it is answered,
 * or `connections` guests asking an entry time's places one after another, each answer timed.
 */

export interface ClientsInput {
  readonly role: "flood" | "guests";
  readonly url: string;
  readonly connections: number;
  readonly durationMs: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface ClientsReport {
  readonly latenciesMs: number[];
  readonly statuses: Record<string, number>;
}

const input = JSON.parse(process.argv[2] ?? "{}") as ClientsInput;
const endsAt = Date.now() + input.durationMs;
const latenciesMs: number[] = [];
const statuses: Record<string, number> = {};

const loop = async () => {
  while (Date.now() < endsAt) {
    const started = performance.now();
    try {
      const answer = await fetch(input.url, {
        method: input.body === undefined ? "GET" : "POST",
        headers: input.headers,
        ...(input.body === undefined ? {} : { body: input.body }),
      });
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    } catch {
      statuses.failed = (statuses.failed ?? 0) + 1;
    }
    latenciesMs.push(performance.now() - started);
  }
};

await Promise.all(Array.from({ length: input.connections }, loop));
process.send?.({ latenciesMs, statuses } satisfies ClientsReport);
