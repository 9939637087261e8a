import type { TicketingView } from "../../application/ticketing/ticketing.js";
import { formatInventorySlot } from "../../domain/formats.js";
import { discountPriceText } from "../../domain/discountPrice.js";
import { formatsIn } from "../../domain/localeFormats.js";
import type { Product } from "../../domain/product.js";
import type { Discount } from "../../domain/ticketingState.js";
import { guestWordsIn } from "../words/guestWordsByLocale.js";
import { output } from "./command.js";

// The CLI speaks English.
const [english, englishFormats] = [guestWordsIn("en"), formatsIn("en")];

const discountLine = (discount: Discount) =>
  `${String(discount.id).padStart(6)}  ${discount.name.padEnd(24)} ${discountPriceText(discount, false, english, englishFormats)}`.trimEnd();

export const datesOutput = (product: Product, view: TicketingView) =>
  output(
    product.skipVisitDateSelection
      ? [`${product.name} has no visit date to choose: it is sold for today.`]
      : view.dates,
    { dates: view.dates },
  );

export const discountsOutput = (view: TicketingView) =>
  output([`On ${view.activeDate ?? "today"}:`, ...view.discounts.map(discountLine)], {
    date: view.activeDate,
    discounts: view.discounts,
  });

export const inventoryOutput = (view: TicketingView) =>
  output(
    [
      `On ${view.activeDate ?? "today"}, for ${view.selectedDiscounts.map((line) => `${String(line.ticketsCount)} × ${String(line.id)}`).join(", ")}:`,
      ...view.inventory.map(
        (slot) =>
          `${String(slot.inventoryId).padStart(8)}  ${formatInventorySlot(slot).padEnd(34)} ${slot.remaining === null ? "" : `${String(slot.remaining)} left`}`,
      ),
    ],
    { date: view.activeDate, selectedDiscounts: view.selectedDiscounts, inventory: view.inventory },
  );
