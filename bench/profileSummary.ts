import { readFileSync } from "node:fs";

/*
 * `npx tsx bench/profileSummary.ts <file.cpuprofile> [rows]`: a V8 CPU profile (node
 * --cpu-prof, or bench/cpuPerRequest.ts's BENCH_PROFILE) summed by self time, per package or
 * source file and per function, as shares of the profiled time. "(idle)" is the thread waiting
 * (on the database, or for requests); "writev" is the socket writes' system calls.
 */

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const [file, rowsArgument] = process.argv.slice(2);
if (file === undefined) throw new Error("usage: profileSummary.ts <file.cpuprofile> [rows]");
const rows = Number(rowsArgument ?? "25");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<number, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  total += delta;
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
});

const shortUrl = (url: string) =>
  url.replace(/^file:\/\//, "").replace(/.*node_modules\//, "node_modules/");

const packageOf = ({ url, functionName }: ProfileNode["callFrame"]): string => {
  if (url === "") return `(native) ${functionName}`;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency !== null) return `node_modules/${dependency[1] ?? ""}`;
  return url.startsWith("node:") ? "node:internal" : shortUrl(url).replace(`${process.cwd()}/`, "");
};

const functionOf = ({ url, functionName, lineNumber }: ProfileNode["callFrame"]): string =>
  `${functionName === "" ? "(anonymous)" : functionName} ${shortUrl(url).replace(`${process.cwd()}/`, "")}:${String(lineNumber + 1)}`;

const summed = (key: (frame: ProfileNode["callFrame"]) => string) => {
  const sums = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const node = nodes.get(id);
    if (node === undefined) continue;
    const name = key(node.callFrame);
    sums.set(name, (sums.get(name) ?? 0) + time);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, rows);
};

const print = (title: string, sums: readonly [string, number][]) => {
  console.log(`\n${title} (${(total / 1000).toFixed(0)} ms profiled)`);
  for (const [name, time] of sums) {
    console.log(`${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
};

print("self time by package or file", summed(packageOf));
print("self time by function", summed(functionOf));
