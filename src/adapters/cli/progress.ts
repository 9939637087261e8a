import type { CliIo, Sink } from "./io.js";

export interface Progress {
  /** A long step starts. */
  readonly show: (label: string) => void;
  /** The command is done: nothing more may be drawn. */
  readonly stop: () => void;
}

const FRAMES = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏";
const CLEAR_LINE = "\r\x1b[K";

/** One line redrawn in place on a terminal, gone once the command is done. */
const spinner = (terminal: Sink): Progress => {
  let label = "";
  let frame = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const draw = () => {
    terminal.write(`${CLEAR_LINE}${FRAMES[frame++ % FRAMES.length] ?? ""} ${label}…`);
  };
  return {
    show: (next) => {
      label = next;
      // Unreferenced: a spinner never keeps the process alive.
      timer ??= setInterval(draw, 80).unref();
      draw();
    },
    stop: () => {
      if (timer === undefined) return;
      clearInterval(timer);
      timer = undefined;
      terminal.write(CLEAR_LINE);
    },
  };
};

const lines = (log: Sink): Progress => ({
  show: (label) => {
    log.write(`… ${label}\n`);
  },
  stop: () => undefined,
});

const silent: Progress = { show: () => undefined, stop: () => undefined };

/**
 * Progress never goes to stdout, which is the command's output for a pipe: a spinner where a
 * person watches (stderr is a terminal), else plain lines on stderr as a log, unless --json
 * asks for the one object a program reads.
 */
export const progressFor = (io: CliIo, json: boolean): Progress => {
  if (io.stderr.isTTY === true) return spinner(io.stderr);
  return json ? silent : lines(io.stderr);
};
