/** Where the CLI writes: process.stdout and process.stderr, or a test's buffers. */
export interface Sink {
  readonly write: (text: string) => unknown;
  readonly isTTY?: boolean;
}

export interface CliIo {
  readonly stdout: Sink;
  readonly stderr: Sink;
}
