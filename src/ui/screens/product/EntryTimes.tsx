import type { TicketingView } from "../../../application/ticketing/ticketing.js";
import { totalTicketsCount } from "../../../domain/discountSelection.js";
import {
  slotAvailability,
  slotFits,
  slotsAt,
  timeOfDayLabels,
  type Inventory,
  type TimeOfDay,
} from "../../../domain/ticketingState.js";
import type { GuestMessages } from "../../../domain/words/guestMessages.js";
import { offers } from "../../../domain/extensions.js";
import { useSetup } from "../../app/SetupContext.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";
import { NotifyMe } from "./NotifyMe.js";
import styles from "./EntryTimes.module.css";
import page from "./ProductPage.module.css";
import hidden from "../../theme/visuallyHidden.module.css";

const timesOfDay = Object.keys(timeOfDayLabels) as TimeOfDay[];

/** Each time of day's words (the domain's labels are the English ones). */
const timeOfDayWords = {
  morning: "product.entryTimes.morning",
  afternoon: "product.entryTimes.afternoon",
  evening: "product.entryTimes.evening",
} as const satisfies Record<TimeOfDay, keyof GuestMessages>;

/** The times of day that have entry times: choosing one narrows the entry times shown. */
export const TimeOfDayChoice = ({
  inventory,
  timeOfDay,
  onChoose,
}: {
  readonly inventory: readonly Inventory[];
  readonly timeOfDay: TimeOfDay | null;
  readonly onChoose: (time: TimeOfDay) => void;
}) => {
  const words = useWords();
  return (
    <fieldset className={styles.choices}>
      <legend>{words("product.entryTimes.timeOfDay")}</legend>
      {timesOfDay
        .filter((time) => slotsAt(inventory, time).length > 0)
        .map((time) => (
          <label key={time} className={styles.choice}>
            <input
              type="radio"
              name="time-of-day"
              checked={timeOfDay === time}
              onChange={() => {
                onChoose(time);
              }}
            />
            {words(timeOfDayWords[time])}
          </label>
        ))}
    </fieldset>
  );
};

/** "3 left" or "Sold out" beside the time: part of its label, so screen readers say it too. */
const PlacesLeft = ({ slot }: { readonly slot: Inventory }) => {
  const availability = slotAvailability(slot);
  const words = useWords();
  if (availability.tag === "plenty") return null;
  return (
    <span className={availability.tag === "soldOut" ? styles.soldOut : styles.few}>
      <span className={hidden.visuallyHidden}>, </span>
      {availability.tag === "soldOut"
        ? words("product.entryTimes.soldOut")
        : words("product.entryTimes.left", { count: availability.remaining })}
    </span>
  );
};

/** The entry times of a time of day; one too full for the party's `tickets` cannot be chosen. */
export const SlotChoice = ({
  slots,
  chosenId,
  tickets,
  onChoose,
}: {
  readonly slots: readonly Inventory[];
  readonly chosenId: number | null;
  readonly tickets: number;
  readonly onChoose: (slot: Inventory) => void;
}) => {
  const words = useWords();
  const formats = useFormats();
  return (
    <fieldset className={styles.choices}>
      <legend>{words("product.entryTime")}</legend>
      {slots.map((slot) => (
        <label key={slot.inventoryId} className={styles.choice}>
          <input
            type="radio"
            name="entry-time"
            checked={chosenId === slot.inventoryId}
            disabled={!slotFits(slot, tickets)}
            onChange={() => {
              onChoose(slot);
            }}
          />
          <span className={styles.time}>{formats.slotTimes(slot)}</span>
          <PlacesLeft slot={slot} />
        </label>
      ))}
    </fieldset>
  );
};

/**
 * Steps 4 and 5: a time of day narrows the entry times; slots too full for the party are off,
 * and offer their waiting list where the API has one.
 */
export const EntryTimes = ({ view }: { readonly view: TicketingView }) => {
  const { ticketing } = useLaterUseCases();
  const { flags } = useSetup();
  const words = useWords();
  const formats = useFormats();
  const tickets = totalTicketsCount(view.selectedDiscounts);
  const shown = view.timeOfDay === null ? [] : slotsAt(view.inventory, view.timeOfDay);
  return (
    <section className={page.step} aria-labelledby="entry-time-heading">
      <h2 id="entry-time-heading">{words("product.entryTimes.heading")}</h2>
      {view.inventory.length === 0 && view.loading === null ? (
        <p>{words("product.entryTimes.none")}</p>
      ) : (
        <>
          <TimeOfDayChoice
            inventory={view.inventory}
            timeOfDay={view.timeOfDay}
            onChoose={ticketing.chooseTimeOfDay}
          />
          {view.timeOfDay === null ? null : (
            <SlotChoice
              slots={shown}
              chosenId={view.activeInventory?.inventoryId ?? null}
              tickets={tickets}
              onChoose={ticketing.chooseInventory}
            />
          )}
          {offers(flags, "waitingList") && tickets > 0 ? (
            <NotifyMe
              key={view.activeDate}
              view={view}
              full={shown.filter((slot) => !slotFits(slot, tickets))}
              tickets={tickets}
            />
          ) : null}
        </>
      )}
      <p className={styles.display}>
        {words("product.entryTimes.yoursShown")}{" "}
        <output aria-live="polite" aria-label={words("product.entryTimes.yours")}>
          {formats.activeTime(view.activeInventory)}
        </output>
      </p>
    </section>
  );
};
