/*
 * RFC 5545 in the little this shop needs: VEVENTs in a VCALENDAR, TEXT values escaped
 * (§3.3.11), lines folded at 75 octets (§3.1) and ended with CRLF.
 */

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

const octets = (text: string) => Buffer.byteLength(text, "utf8");

/**
 * A content line cut into lines of at most 75 octets, each continuation starting with a
 * space (which counts). A character is never split, so a UTF-8 sequence stays whole.
 */
export const foldLine = (line: string): string => {
  const lines: string[] = [];
  let current = "";
  for (const character of line) {
    if (octets(current) + octets(character) > MAX_OCTETS) {
      lines.push(current);
      current = " ";
    }
    current += character;
  }
  lines.push(current);
  return lines.join(CRLF);
};

/** "20300108T170000Z": a UTC DATE-TIME. */
export const utcDateTime = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** "20300108": a DATE. */
export const dateValue = (isoDate: string): string => isoDate.replace(/-/g, "");

export type EventTime =
  | { readonly kind: "timed"; readonly start: Date; readonly end: Date }
  /** Whole days, `end` exclusive as DTEND is. */
  | { readonly kind: "days"; readonly start: string; readonly end: string };

export interface CalendarEvent {
  readonly uid: string;
  readonly stamp: Date;
  readonly time: EventTime;
  readonly summary: string;
  readonly location: string;
  readonly geo: { readonly latitude: number; readonly longitude: number };
  readonly description: string;
  readonly url: string | undefined;
}

const timeLines = (time: EventTime): string[] =>
  time.kind === "timed"
    ? [`DTSTART:${utcDateTime(time.start)}`, `DTEND:${utcDateTime(time.end)}`]
    : [`DTSTART;VALUE=DATE:${dateValue(time.start)}`, `DTEND;VALUE=DATE:${dateValue(time.end)}`];

const eventLines = (event: CalendarEvent): string[] => [
  "BEGIN:VEVENT",
  `UID:${event.uid}`,
  `DTSTAMP:${utcDateTime(event.stamp)}`,
  ...timeLines(event.time),
  `SUMMARY:${escapeText(event.summary)}`,
  `LOCATION:${escapeText(event.location)}`,
  `GEO:${String(event.geo.latitude)};${String(event.geo.longitude)}`,
  `DESCRIPTION:${escapeText(event.description)}`,
  ...(event.url === undefined ? [] : [`URL:${event.url}`]),
  "END:VEVENT",
];

/** The .ics text of the events, ready to send as text/calendar. */
export const calendarOf = (events: readonly CalendarEvent[], productId: string): string =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ]
    .map(foldLine)
    .join(CRLF) + CRLF;
