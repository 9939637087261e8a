import { catalogCommands } from "./catalogCommands.js";
import type { Command } from "./command.js";
import { journey } from "./journey.js";
import { optionalId } from "./options.js";
import { orderCommands } from "./orderCommands.js";
import { ticketingCommands } from "./ticketingCommands.js";
import { waitingListCommands } from "./waitingListCommands.js";

/** Every command, each driving one use case (the journey drives them in turn). */
export const commands: Readonly<Record<string, Command>> = {
  ...catalogCommands,
  ...ticketingCommands,
  ...orderCommands,
  ...waitingListCommands,
  journey: {
    summary:
      "buy (default: the first ticket on sale), view the tickets, look up, refund; each step timed",
    required: [],
    optional: ["product"],
    prepare: (options) => journey(optionalId(options, "product")),
  },
};

export const commandNamed = (name: string): Command | undefined =>
  Object.hasOwn(commands, name) ? commands[name] : undefined;
