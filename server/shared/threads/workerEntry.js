// A worker thread's entry. Node loads a worker's entry itself, without the loader hooks its
// parent runs under (tsx's, or vitest's), so it loads its TypeScript module through tsx.
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

await tsImport(workerData.module, import.meta.url);
