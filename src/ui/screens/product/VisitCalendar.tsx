import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from "react";
import type { TicketingView } from "../../../application/ticketing/ticketing.js";
import type { SaleDates } from "../../../domain/ticketingState.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useFormats } from "../../app/useFormats.js";
import { useLocale, useWords } from "../../app/WordsContext.js";
import { Button } from "../../components/Button.js";
import {
  dayAfterKey,
  monthOf,
  monthRange,
  monthTitle,
  shiftMonth,
  weekdaysIn,
  weeksOf,
} from "./calendarMonth.js";
import styles from "./VisitCalendar.module.css";
import { dayStatusOf, type DayStatus } from "./dayStatus.js";
import page from "./ProductPage.module.css";
import { revealStep } from "./revealStep.js";

/**
 * Each day's name in `month`: its date in words, and why it cannot be chosen when it is sold out
 * or closed (a day outside the window says nothing more). Made once per month and sale: a tap
 * draws the grid again, and 42 dates in words on a slow phone are most of a tap's time.
 */
const useDayNames = (
  month: string,
  statusOf: (date: string) => DayStatus,
): ReadonlyMap<string, string> => {
  const words = useWords();
  const formats = useFormats();
  return useMemo(
    () =>
      new Map(
        weeksOf(month)
          .flat()
          .flatMap((date) =>
            date === null
              ? []
              : [
                  [
                    date,
                    words("product.calendar.day", {
                      date: formats.fullDate(date),
                      status: statusOf(date),
                    }),
                  ] as const,
                ],
          ),
      ),
    [month, statusOf, words, formats],
  );
};

// Memoized: focusing or choosing a day draws again only the days whose state it changes.
const DayButton = memo(function DayButton({
  date,
  name,
  status,
  selected,
  tabbable,
  focusRef,
  onChoose,
  onFocus,
}: {
  readonly date: string;
  readonly name: string;
  readonly status: DayStatus;
  readonly selected: boolean;
  readonly tabbable: boolean;
  readonly focusRef: RefObject<HTMLButtonElement | null> | undefined;
  readonly onChoose: (date: string) => void;
  readonly onFocus: (date: string) => void;
}) {
  return (
    <button
      ref={focusRef}
      type="button"
      className={styles.day}
      data-status={status}
      aria-label={name}
      aria-pressed={selected}
      // aria-disabled rather than disabled: arrow keys must still be able to land on the day.
      aria-disabled={status !== "available"}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => {
        if (status === "available") onChoose(date);
      }}
      onFocus={() => {
        onFocus(date);
      }}
    >
      {Number(date.slice(8))}
    </button>
  );
});

/**
 * A month of days to pick a visit date from, `sale`'s dates bookable; the product page's, and
 * the one a visit is changed to.
 */
export const MonthGrid = ({
  sale,
  activeDate,
  start,
  onChoose,
}: {
  readonly sale: SaleDates;
  readonly activeDate: string | null;
  readonly start: string;
  readonly onChoose: (date: string) => void;
}) => {
  const [focused, setFocused] = useState(start);
  const [month, setMonth] = useState(monthOf(start));
  // The tapped day shows as chosen in the tap's own frame; what the choice opens (the tickets,
  // the wait for their prices) is drawn after it as a transition, so the tap never waits for
  // the whole page to be drawn again.
  const [chosenDate, showChosen] = useOptimistic(activeDate);
  const choose = useCallback(
    (date: string) => {
      startTransition(() => {
        showChosen(date);
        onChoose(date);
      });
    },
    [showChosen, onChoose],
  );
  const movedByKey = useRef(false);
  const focusRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    focusRef.current?.focus();
  }, [focused]);

  // The view is a new object on every choice; the dates it holds change far less often.
  const { dates, soldOutDates, closedDates } = sale;
  const statusOf = useMemo(
    () => dayStatusOf({ dates, soldOutDates, closedDates }),
    [dates, soldOutDates, closedDates],
  );
  const months = useMemo(
    () => monthRange(start, { dates, soldOutDates, closedDates }),
    [start, dates, soldOutDates, closedDates],
  );
  const target = monthOf(focused) === month ? focused : month;
  const showMonth = (next: string) => {
    setMonth(next);
    setFocused(sale.dates.find((date) => monthOf(date) === next) ?? next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = dayAfterKey(target, event.key);
    if (next === null) return;
    event.preventDefault();
    movedByKey.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };
  const titleId = "visit-calendar-month";
  const words = useWords();
  const formats = useFormats();
  const locale = useLocale();
  const dayNames = useDayNames(month, statusOf);
  const title = useMemo(() => monthTitle(month, formats), [month, formats]);
  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <Button
          unavailable={month <= months.first}
          onClick={() => {
            showMonth(shiftMonth(month, -1));
          }}
        >
          {words("product.calendar.previousMonth")}
        </Button>
        <h3 id={titleId} aria-live="polite">
          {title}
        </h3>
        <Button
          unavailable={month >= months.last}
          onClick={() => {
            showMonth(shiftMonth(month, 1));
          }}
        >
          {words("product.calendar.nextMonth")}
        </Button>
      </div>
      <table role="grid" aria-labelledby={titleId} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdaysIn(locale).map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, row) => (
            <tr key={`${month}-${String(row)}`}>
              {week.map((date, column) => (
                <td
                  key={date ?? `blank-${String(column)}`}
                  aria-selected={date !== null && date === chosenDate}
                >
                  {date === null ? null : (
                    <DayButton
                      date={date}
                      name={dayNames.get(date) ?? date}
                      status={statusOf(date)}
                      selected={date === chosenDate}
                      tabbable={date === target}
                      focusRef={date === target ? focusRef : undefined}
                      onChoose={choose}
                      onFocus={setFocused}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {sale.soldOutDates.length + sale.closedDates.length === 0 ? null : (
        <p className={styles.legend}>{words("product.calendar.legend")}</p>
      )}
    </div>
  );
};

/** Step 2 while the dates load: the calendar's box, empty, so nothing below moves as it fills. */
export const VisitCalendarLoading = () => {
  const words = useWords();
  return (
    <section className={page.step} aria-labelledby="visit-date-heading" aria-busy="true">
      <h2 id="visit-date-heading">{words("product.calendar.heading")}</h2>
      <div className={styles.calendar} />
    </section>
  );
};

/** Step 2: the visit date, on a month grid driven by keyboard or pointer. */
export const VisitCalendar = ({ view }: { readonly view: TicketingView }) => {
  const { ticketing } = useLaterUseCases();
  const start = view.activeDate ?? view.dates[0];
  const words = useWords();
  const choose = useCallback(
    (date: string) => {
      void ticketing.chooseDate(date).then(() => {
        requestAnimationFrame(() => {
          revealStep("tickets-heading");
        });
      });
    },
    [ticketing],
  );
  return (
    <section className={page.step} aria-labelledby="visit-date-heading">
      <h2 id="visit-date-heading">{words("product.calendar.heading")}</h2>
      {start === undefined ? (
        <p>{words("product.calendar.noDates")}</p>
      ) : (
        <MonthGrid sale={view} activeDate={view.activeDate} start={start} onChoose={choose} />
      )}
    </section>
  );
};
