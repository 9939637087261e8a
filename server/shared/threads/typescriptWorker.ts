import { Worker } from "node:worker_threads";

/** A worker thread running the TypeScript `module`, which reads `data` as its workerData.data. */
export const startTypescriptWorker = (module: URL, data: unknown): Worker =>
  new Worker(new URL("./workerEntry.js", import.meta.url), {
    workerData: { module: module.href, data },
  });
