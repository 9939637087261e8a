import { useObservableEagerState } from "observable-hooks";
import { useState } from "react";
import type { VisitChoice } from "../../../application/changeVisit/changeVisit.js";
import { slotsAt, type Inventory, type TimeOfDay } from "../../../domain/ticketingState.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import { SlotChoice, TimeOfDayChoice } from "../product/EntryTimes.js";
import { MonthGrid } from "../product/VisitCalendar.js";
import styles from "./ChangeVisit.module.css";

/**
 * The chosen date's entry times, as the product page offers them: a time of day narrows them,
 * and one too full for the tickets moved cannot be chosen.
 */
const NewEntryTime = ({
  times,
  choice,
}: {
  readonly times: readonly Inventory[];
  readonly choice: VisitChoice;
}) => {
  const { changeVisit } = useLaterUseCases();
  const words = useWords();
  const [picked, setPicked] = useState<TimeOfDay | null>(null);
  // A time of day the new date has no entry times at is no choice.
  const timeOfDay = picked !== null && slotsAt(times, picked).length > 0 ? picked : null;
  return (
    <section className={styles.step} aria-labelledby="change-visit-time">
      <h3 id="change-visit-time">{words("selfService.change.entryTime")}</h3>
      <TimeOfDayChoice inventory={times} timeOfDay={timeOfDay} onChoose={setPicked} />
      {timeOfDay === null ? null : (
        <SlotChoice
          slots={slotsAt(times, timeOfDay)}
          chosenId={choice.inventoryId}
          tickets={choice.chosen.length}
          onChoose={(slot) => {
            changeVisit.pickEntryTime(slot.inventoryId);
          }}
        />
      )}
    </section>
  );
};

/**
 * The new date on the product page's calendar, then its entry times: the chosen product's, once
 * a ticket is chosen. A product sold by the day has no entry times to choose.
 */
export const NewVisitTime = ({ choice }: { readonly choice: VisitChoice }) => {
  const { changeVisit } = useLaterUseCases();
  const calendar = useObservableEagerState(changeVisit.calendar$);
  const words = useWords();
  if (calendar.status === "none" || choice.chosen.length === 0) return null;
  if (calendar.status === "failed") return <p>{words("selfService.change.datesFailed")}</p>;
  const dates = calendar.status === "ready" ? calendar.dates : null;
  const times = calendar.status === "ready" ? calendar.entryTimes : null;
  const start = choice.visitDate ?? dates?.dates[0];
  return (
    <>
      <section
        className={styles.step}
        aria-labelledby="change-visit-date"
        aria-busy={calendar.status === "loading"}
      >
        <h3 id="change-visit-date">{words("selfService.change.date")}</h3>
        {dates === null ? null : start === undefined ? (
          <p>{words("product.calendar.noDates")}</p>
        ) : (
          <MonthGrid
            // A product chosen afresh opens its own calendar.
            key={calendar.productId}
            sale={dates}
            activeDate={choice.visitDate}
            start={start}
            onChoose={(date) => void changeVisit.pickDate(date)}
          />
        )}
      </section>
      {times === null || times === "loading" || times.length === 0 ? null : (
        <NewEntryTime times={times} choice={choice} />
      )}
    </>
  );
};
