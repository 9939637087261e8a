import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** PGlite's compiled WASM, which a worker takes as it is (a Module is shared, not copied). */
export interface PgliteModules {
  readonly pgliteWasmModule: WebAssembly.Module;
  readonly initdbWasmModule: WebAssembly.Module;
  readonly fsBundle: Blob;
}

const distFile = (name: string) =>
  new URL(name, `file://${createRequire(import.meta.url).resolve("@electric-sql/pglite")}`);

const compile = async (name: string) => WebAssembly.compile(await readFile(distFile(name)));

const load = async (): Promise<PgliteModules> => {
  const [pgliteWasmModule, initdbWasmModule, bundle] = await Promise.all([
    compile("pglite.wasm"),
    compile("initdb.wasm"),
    readFile(distFile("pglite.data")),
  ]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
};

let loaded: Promise<PgliteModules> | undefined;

/*
 * Each worker would otherwise compile PGlite's 9 MB of WASM again: compiled once a process,
 * every database after the first starts sooner (tests open one per suite).
 */
export const pgliteModules = (): Promise<PgliteModules> => (loaded ??= load());
