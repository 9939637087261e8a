// PGlite's worker thread starts here: its code is TypeScript, run through tsx's loader as the
// installed CLI's is (bin/storefront.js), however this process itself was started.
import { tsImport } from "tsx/esm/api";

await tsImport("./pgliteWorkerThread.ts", import.meta.url);
