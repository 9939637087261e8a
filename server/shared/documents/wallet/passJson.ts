import type { Brand, BrandKey } from "../../../../src/domain/brand.js";
import { DEFAULT_LOCALE, type Locale } from "../../../../src/domain/locale.js";
import { venueDateTimeWithOffset } from "../../../../src/domain/venueTime.js";
import type { KeptTicket } from "../keptOrder.js";
import { documentLanguage, type DocumentLanguage } from "../words/documentWords.js";

/** Whose passes these are: the Pass Type ID and team the signing certificate names. */
export interface PassIdentity {
  readonly typeId: string;
  readonly teamId: string;
}

/**
 * What a ticket's pass shows: its barcode and product always, and each other fact (its type,
 * visit, guest and order) only when the ticketing API sent it. A KeptTicket with its order's
 * guest and number is one whole.
 */
export type PassTicket = Pick<KeptTicket, "barcode" | "productName"> &
  Partial<Omit<KeptTicket, "barcode" | "productName">> & {
    readonly guestName?: string;
    readonly orderId?: number;
  };

/**
 * The pass's serial: its order and ticket where they are known, so that a ticket whose visit
 * changed (and whose barcode did with it) replaces its pass in the guest's Wallet instead of
 * adding a second one; else its barcode.
 */
export const passSerial = ({ orderId, ticketId, barcode }: PassTicket): string =>
  orderId === undefined || ticketId === undefined
    ? barcode
    : `${String(orderId)}-${String(ticketId)}`;

/**
 * A pass's colours from the brand's theme (themes.module.css): text, background, labels. Kept
 * here, not in the brand, as only the server needs them and the page's entry bundle is full.
 */
const passColors: Record<BrandKey, { foreground: string; background: string; label: string }> = {
  sn: { foreground: "#ffffff", background: "#0b5cad", label: "#d6dbe1" },
  cgg: { foreground: "#f2f2f2", background: "#121417", label: "#7cc4ff" },
};

/** "#0b5cad" → "rgb(11, 92, 173)", the only colour form pass.json takes. */
export const passColor = (hex: string): string => {
  const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  return `rgb(${String(channel(1))}, ${String(channel(3))}, ${String(channel(5))})`;
};

// An untimed product admits all day, where the tickets page shows no entry time (--:--).
const entryTime = (
  startTime: string | null,
  endTime: string | null,
  { words, formats }: DocumentLanguage,
): string =>
  startTime === null || endTime === null
    ? words("ticket.allDay")
    : formats.activeTime({ startTime, endTime });

/**
 * Wallet brings the pass up on the lock screen near the venue and around the visit: at the
 * entry time, or when the venue opens its day for an untimed ticket (midnight stands for it).
 * Without a visit date the pass is brought up by place alone.
 */
const relevantDate = ({ visitDate, startTime }: PassTicket): { relevantDate?: string } =>
  visitDate === undefined
    ? {}
    : { relevantDate: venueDateTimeWithOffset(startTime ?? `${visitDate}T00:00:00`) };

interface PassField {
  readonly key: string;
  readonly label: string;
  readonly value: string | number;
}

const field = (key: string, label: string, value: string | number): PassField => ({
  key,
  label,
  value,
});

/** The field when the ticket's API sent its value; none otherwise. */
const sentField = (
  key: string,
  label: string,
  value: string | number | undefined,
): readonly PassField[] => (value === undefined ? [] : [field(key, label, value)]);

/**
 * pass.json of an eventTicket pass, as Apple's PassKit reference describes it, in `locale`:
 * the order's, or the guest's asking.
 */
export const passJson = (
  ticket: PassTicket,
  brand: Brand,
  identity: PassIdentity,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const language = documentLanguage(locale);
  const { words, formats } = language;
  const barcode = {
    format: "PKBarcodeFormatQR",
    message: ticket.barcode,
    messageEncoding: "iso-8859-1",
    altText: ticket.barcode,
  };
  return {
    formatVersion: 1,
    passTypeIdentifier: identity.typeId,
    teamIdentifier: identity.teamId,
    serialNumber: passSerial(ticket),
    organizationName: brand.companyName,
    description: words("pass.description", { venue: brand.venueName }),
    logoText: brand.venueName,
    foregroundColor: passColor(passColors[brand.key].foreground),
    backgroundColor: passColor(passColors[brand.key].background),
    labelColor: passColor(passColors[brand.key].label),
    ...relevantDate(ticket),
    locations: [
      { ...brand.location, relevantText: words("pass.welcome", { venue: brand.venueName }) },
    ],
    barcodes: [barcode],
    // iOS 8 and older read only the single `barcode`.
    barcode,
    eventTicket: {
      primaryFields: [field("product", words("ticket.ticket"), ticket.productName)],
      secondaryFields: [
        ...(ticket.visitDate === undefined
          ? []
          : [field("date", words("ticket.date"), formats.fullDate(ticket.visitDate))]),
        ...(ticket.startTime === undefined || ticket.endTime === undefined
          ? []
          : [
              field(
                "time",
                words("ticket.entryTime"),
                entryTime(ticket.startTime, ticket.endTime, language),
              ),
            ]),
      ],
      auxiliaryFields: [
        ...sentField("type", words("ticket.type"), ticket.ticketType),
        ...sentField("guest", words("ticket.guest"), ticket.guestName),
      ],
      backFields: [
        ...sentField("order", words("ticket.orderNumber"), ticket.orderId),
        field("venue", words("ticket.venue"), [brand.venueName, ...brand.address].join("\n")),
      ],
    },
  };
};
