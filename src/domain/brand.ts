/** A brand is the face a tenant shows: its theme, names and third-party ids (spec §1). */
export type BrandKey = "sn" | "cgg";

export type ThemeId = "default" | "dark";

export interface Brand {
  readonly key: BrandKey;
  readonly themeId: ThemeId;
  readonly companyName: string;
  readonly venueName: string;
  /** The id passed to GET /api/memberVenue/html/{id} for the brand's tracking script. */
  readonly trackingScriptId: number;
  readonly gaMeasurementId: string;
  readonly fraudScoringShopId: string;
  readonly guestServices: { readonly phone: string; readonly email: string };
  // Not shown in the spec: where the venue is, for the footer and the Contact page.
  readonly address: readonly string[];
  /** The browser's toolbar colour on phones: the theme's page background or accent. */
  readonly themeColor: string;
  // Not shown in the spec: where the venue stands, so a wallet pass comes up at the gate.
  readonly location: { readonly latitude: number; readonly longitude: number };
}

/** Order matters: the first brand is the fallback (spec §1). */
export const brands: readonly [Brand, ...Brand[]] = [
  {
    key: "sn",
    themeId: "default",
    companyName: "Summit Needle Company",
    venueName: "Summit Needle Observation Tower",
    trackingScriptId: 41,
    gaMeasurementId: "G-SNSTORE001",
    fraudScoringShopId: "sn-web-store",
    guestServices: { phone: "(206) 555-0141", email: "guestservices@summitneedle.example" },
    address: ["400 Summit Way North", "Seattle, WA 98109"],
    themeColor: "#0b5cad",
    location: { latitude: 47.6205, longitude: -122.3493 },
  },
  {
    key: "cgg",
    themeId: "dark",
    companyName: "Crystal Glass Gardens Company",
    venueName: "Crystal Glass Garden",
    trackingScriptId: 44,
    gaMeasurementId: "G-CGGSTORE01",
    fraudScoringShopId: "cgg-web-store",
    guestServices: { phone: "(206) 555-0144", email: "guestservices@crystalglassgarden.example" },
    address: ["305 Garden Walk North", "Seattle, WA 98109"],
    themeColor: "#121417",
    location: { latitude: 47.6206, longitude: -122.3505 },
  },
];

export const defaultBrand: Brand = brands[0];

export const isBrandKey = (value: string): value is BrandKey =>
  brands.some((brand) => brand.key === value);

export const brandOf = (key: BrandKey): Brand =>
  brands.find((brand) => brand.key === key) ?? defaultBrand;

/**
 * The brand is the first label of the host name; an unknown host (or plain `localhost`)
 * falls back to the first brand. `cgg.localhost` resolves to `cgg`, so both brands run locally.
 * Total: any string, including a `host:port` or an empty one, gives a brand.
 */
export const resolveBrand = (host: string): Brand => {
  const hostName =
    host.trim().toLowerCase().split(":")[0] ??
    // Stryker disable next-line StringLiteral: split() always gives at least one part, so the fallback is never read
    "";
  const firstLabel =
    hostName.split(".")[0] ??
    // Stryker disable next-line StringLiteral: split() always gives at least one part, so the fallback is never read
    "";
  return isBrandKey(firstLabel) ? brandOf(firstLabel) : defaultBrand;
};

/** Guest Services' number as a link a phone dials: the digits alone, with the US country code. */
export const guestServicesPhoneHref = (brand: Brand): string =>
  `tel:+1${brand.guestServices.phone.replace(/\D/g, "")}`;
