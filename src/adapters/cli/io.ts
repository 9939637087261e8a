/** Where the CLI writes: process.stdout and process.stderr, or a test's buffers. */
export interface Sink {
  readonly write: (text: string) => unknown;
  readonly isTTY?: boolean;
}

export interface CliIo {
  readonly stdout: Sink;
  readonly stderr: Sink;
  /** How the CLI waits before asking a busy API again (a test's fake clock); a timer otherwise. */
  readonly sleep?: (ms: number) => Promise<void>;
}
