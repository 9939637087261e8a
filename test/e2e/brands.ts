import { brands, type BrandKey } from "../../src/domain/brand.js";
import { desktop, mobile, type Viewport } from "./suite.js";

/**
 * What each brand's seed catalogue (server/api/storage/seed/fixtures.ts) offers a guest: the
 * same journeys run on both, each with its own products, codes and barcodes.
 */
export interface BrandSeed {
  readonly brand: BrandKey;
  readonly timedProduct: { readonly id: number; readonly name: string };
  /** A type-1 promo code, the hidden product it unlocks and that product's ticket type. */
  readonly promoCode: { readonly code: string; readonly product: string; readonly ticket: string };
  readonly hyperlinks: {
    readonly valid: { readonly code: string; readonly productId: number; readonly product: string };
    readonly expired: string;
  };
  readonly cityPass: { readonly productId: number; readonly barcode: string };
  readonly group: { readonly product: string; readonly ticket: string; readonly minimum: number };
}

export const sn: BrandSeed = {
  brand: "sn",
  timedProduct: { id: 101, name: "General Admission" },
  promoCode: { code: "SUMMIT20", product: "Member Preview Admission", ticket: "Member Adult" },
  hyperlinks: {
    valid: { code: "SUMMIT-FRIENDS", productId: 109, product: "Friends and Family Admission" },
    expired: "SUMMIT-EXPIRED",
  },
  cityPass: { productId: 107, barcode: "C3SN0001" },
  group: { product: "Group Admission", ticket: "Group Adult", minimum: 10 },
};

export const cgg: BrandSeed = {
  brand: "cgg",
  timedProduct: { id: 201, name: "Garden Admission" },
  promoCode: { code: "GLASS15", product: "Member Preview Garden", ticket: "Member Adult" },
  hyperlinks: {
    valid: { code: "GLASS-FRIENDS", productId: 209, product: "Artist Friends Admission" },
    expired: "GLASS-EXPIRED",
  },
  cityPass: { productId: 207, barcode: "CPGG0001" },
  group: { product: "Group Garden Tour", ticket: "Group Adult", minimum: 15 },
};

/** The venue's name, which the header links home with. */
export const venueOf = (brand: BrandKey): string =>
  brands.find((candidate) => candidate.key === brand)?.venueName ?? brand;

export interface Journey {
  readonly brand: BrandKey;
  readonly viewport: Viewport;
  readonly seed: BrandSeed;
}

/** Both brands (so both themes: sn's default, cgg's dark) on a phone and on a desktop. */
export const journeys: readonly Journey[] = [sn, cgg].flatMap((seed) =>
  [mobile, desktop].map((viewport) => ({ brand: seed.brand, viewport, seed })),
);
