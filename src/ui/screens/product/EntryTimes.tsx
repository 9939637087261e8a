import type { TicketingView } from "../../../application/ticketing/ticketing.js";
import { totalTicketsCount } from "../../../domain/discountSelection.js";
import { activeTimeDisplay, formatSlotTimes } from "../../../domain/formats.js";
import {
  slotAvailability,
  slotFits,
  slotsAt,
  timeOfDayLabels,
  type Inventory,
  type TimeOfDay,
} from "../../../domain/ticketingState.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import styles from "./EntryTimes.module.css";
import page from "./ProductPage.module.css";
import hidden from "../../theme/visuallyHidden.module.css";

const timesOfDay = Object.keys(timeOfDayLabels) as TimeOfDay[];

const TimeOfDayChoice = ({ view }: { readonly view: TicketingView }) => {
  const { ticketing } = useLaterUseCases();
  return (
    <fieldset className={styles.choices}>
      <legend>Time of day</legend>
      {timesOfDay
        .filter((time) => slotsAt(view.inventory, time).length > 0)
        .map((time) => (
          <label key={time} className={styles.choice}>
            <input
              type="radio"
              name="time-of-day"
              checked={view.timeOfDay === time}
              onChange={() => {
                ticketing.chooseTimeOfDay(time);
              }}
            />
            {timeOfDayLabels[time]}
          </label>
        ))}
    </fieldset>
  );
};

/** "3 left" or "Sold out" beside the time: part of its label, so screen readers say it too. */
const PlacesLeft = ({ slot }: { readonly slot: Inventory }) => {
  const availability = slotAvailability(slot);
  if (availability.tag === "plenty") return null;
  return (
    <span className={availability.tag === "soldOut" ? styles.soldOut : styles.few}>
      <span className={hidden.visuallyHidden}>, </span>
      {availability.tag === "soldOut" ? "Sold out" : `${String(availability.remaining)} left`}
    </span>
  );
};

const SlotChoice = ({ view, time }: { readonly view: TicketingView; readonly time: TimeOfDay }) => {
  const { ticketing } = useLaterUseCases();
  const tickets = totalTicketsCount(view.selectedDiscounts);
  return (
    <fieldset className={styles.choices}>
      <legend>Entry time</legend>
      {slotsAt(view.inventory, time).map((slot) => (
        <label key={slot.inventoryId} className={styles.choice}>
          <input
            type="radio"
            name="entry-time"
            checked={view.activeInventory?.inventoryId === slot.inventoryId}
            disabled={!slotFits(slot, tickets)}
            onChange={() => {
              ticketing.chooseInventory(slot);
            }}
          />
          <span className={styles.time}>{formatSlotTimes(slot)}</span>
          <PlacesLeft slot={slot} />
        </label>
      ))}
    </fieldset>
  );
};

/** Steps 4 and 5: a time of day narrows the entry times; slots too full for the party are off. */
export const EntryTimes = ({ view }: { readonly view: TicketingView }) => (
  <section className={page.step} aria-labelledby="entry-time-heading">
    <h2 id="entry-time-heading">Time of visit</h2>
    {view.inventory.length === 0 && view.loading === null ? (
      <p>No entry times are left for these tickets on this date.</p>
    ) : (
      <>
        <TimeOfDayChoice view={view} />
        {view.timeOfDay === null ? null : <SlotChoice view={view} time={view.timeOfDay} />}
      </>
    )}
    <p className={styles.display}>
      Your entry time:{" "}
      <output aria-live="polite" aria-label="Your entry time">
        {activeTimeDisplay(view.activeInventory)}
      </output>
    </p>
  </section>
);
