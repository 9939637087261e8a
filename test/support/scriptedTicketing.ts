import type { TicketingApi } from "../../src/ports/ticketingApi.js";
import { scripted, type Scripted } from "./scripted.js";

export const scriptedTicketing = (answers: Partial<TicketingApi> = {}): Scripted<TicketingApi> =>
  scripted<TicketingApi>(
    ["dates", "discounts", "inventory", "price", "createPendingOrder", "extendPendingOrder"],
    answers,
  );
