/*
 * Dates from the API are the venue's wall-clock times ("yyyy-MM-dd" or "yyyy-MM-ddTHH:mm:ss"),
 * except reservation expiries, which carry their offset. The platform parses a date-time
 * without offset as local time, which gives back the same wall clock when formatted in the same
 * runtime zone; a bare date it would read as UTC midnight, so a date is read as local midnight.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** An API date or date-time; an Invalid Date for anything else, never a guess at free text. */
export const parseApiDate = (iso: string): Date =>
  ISO_DATE.test(iso)
    ? new Date(`${iso}T00:00:00`)
    : ISO_DATE_TIME.test(iso)
      ? new Date(iso)
      : new Date(Number.NaN);
