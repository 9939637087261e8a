#!/usr/bin/env node
// The installed `storefront` command: the CLI is TypeScript, run through tsx's loader.
import { tsImport } from "tsx/esm/api";

const { runCli } = await tsImport("../src/adapters/cli/main.ts", import.meta.url);
process.exitCode = await runCli(process.argv.slice(2), process);
