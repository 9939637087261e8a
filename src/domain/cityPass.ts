import type { SelectedDiscount } from "./discountSelection.js";
import type { AppliedPromotion } from "./product.js";
import { ProductPageStep } from "./productPage.js";
import type { Throttled } from "./throttled.js";

export type BarcodeProvider = "CityPass" | "CityPassC3";

/** 'CityPassC3' when the product name mentions both "citypass" and "c3", any case (spec §5). */
export const barcodeProviderFor = (productName: string): BarcodeProvider =>
  /citypass/i.test(productName) && /c3/i.test(productName) ? "CityPassC3" : "CityPass";

/** What a successful voucher check answers (spec §7 cityPassVoucher). */
export interface VoucherMatch {
  readonly productId: number;
  readonly appliedPromotions: readonly AppliedPromotion[];
}

export type BarcodeError = "DUPLICATE_BARCODE" | "INVALID_BARCODE";

/** Why an entry is not verified: the barcode's own error, or too many refused tries. */
export type BarcodeProblem = { readonly tag: BarcodeError } | Throttled;

/** One barcode the guest typed (spec §3 "City-pass barcode entry"). */
export interface BarcodeEntry {
  readonly id: string;
  readonly value: string;
  readonly verified: boolean;
  readonly error: BarcodeProblem | null;
  readonly data: readonly VoucherMatch[];
  readonly appliedPromotions: readonly AppliedPromotion[];
}

export interface CityPassFlow {
  readonly entries: readonly BarcodeEntry[];
  readonly step: ProductPageStep;
}

const emptyEntry = (id: string): BarcodeEntry => ({
  id,
  value: "",
  verified: false,
  error: null,
  data: [],
  appliedPromotions: [],
});

export const startCityPassFlow = (entryId: string): CityPassFlow => ({
  entries: [emptyEntry(entryId)],
  step: ProductPageStep.Default,
});

export const addBarcodeEntry = (flow: CityPassFlow, entryId: string): CityPassFlow => ({
  ...flow,
  entries: [...flow.entries, emptyEntry(entryId)],
});

const normalized = (value: string): string => {
  const trimmed = value.trim();
  // Stryker disable next-line MethodExpression: barcodes are letters and digits, which fold to one case alike either way
  return trimmed.toUpperCase();
};

const updateEntry = (
  flow: CityPassFlow,
  id: string,
  change: (entry: BarcodeEntry) => BarcodeEntry,
): CityPassFlow => ({
  ...flow,
  entries: flow.entries.map((entry) => (entry.id === id ? change(entry) : entry)),
});

/**
 * Typing a barcode clears what was known about the old one. A value another entry already
 * holds is marked 'Ticket already entered' (spec §5) and must not be sent for verification.
 */
export const enterBarcode = (flow: CityPassFlow, id: string, value: string): CityPassFlow => {
  const duplicate =
    normalized(value) !== "" &&
    flow.entries.some((other) => other.id !== id && normalized(other.value) === normalized(value));
  return updateEntry(flow, id, (entry) => ({
    ...emptyEntry(entry.id),
    value,
    error: duplicate ? { tag: "DUPLICATE_BARCODE" } : null,
  }));
};

/** An entry is ready to verify when it has a value, no error and is not verified yet. */
export const needsVerification = (entry: BarcodeEntry): boolean =>
  normalized(entry.value) !== "" && entry.error === null && !entry.verified;

/** Which entry a verification answer is for, and the value that was sent to be checked. */
export interface VerificationCheck {
  readonly entryId: string;
  readonly value: string;
}

export const verificationCheckOf = (entry: BarcodeEntry): VerificationCheck => ({
  entryId: entry.id,
  value: entry.value,
});

/**
 * A verified barcode moves the flow to the visit-date step; a failed check (or an answer
 * with no product) marks the entry 'Invalid barcode' (spec §4, §5), a throttled one says how
 * long to wait, as its barcode was not checked. An answer that arrives
 * after the guest removed or retyped the entry is about a barcode no longer there: ignored.
 */
export const applyVerification = (
  flow: CityPassFlow,
  check: VerificationCheck,
  matches: readonly VoucherMatch[] | "failed" | Throttled,
): CityPassFlow => {
  const current = flow.entries.find((entry) => entry.id === check.entryId);
  if (current === undefined || current.value !== check.value) return flow;
  const unverified = (error: BarcodeProblem) =>
    updateEntry(flow, check.entryId, (entry) => ({ ...entry, verified: false, error }));
  if (matches === "failed") return unverified({ tag: "INVALID_BARCODE" });
  if ("tag" in matches) return unverified(matches);
  if (matches.length === 0) return unverified({ tag: "INVALID_BARCODE" });
  const verifiedFlow = updateEntry(flow, check.entryId, (entry) => ({
    ...entry,
    verified: true,
    error: null,
    data: matches,
    appliedPromotions: matches.flatMap((match) => match.appliedPromotions),
  }));
  return { ...verifiedFlow, step: ProductPageStep.VisitDate };
};

/** Removing the last entry resets to a single empty entry and step 1 (spec §4). */
export const removeBarcodeEntry = (
  flow: CityPassFlow,
  id: string,
  freshEntryId: string,
): CityPassFlow => {
  const entries = flow.entries.filter((entry) => entry.id !== id);
  return entries.length === 0 ? startCityPassFlow(freshEntryId) : { ...flow, entries };
};

/** A new city-pass step starts with one ticket (spec §9). */
export const CITY_PASS_DEFAULT_TICKETS = 1;

/** Each verified barcode becomes its own coded discount line of one ticket. */
export const cityPassSelection = (flow: CityPassFlow): readonly SelectedDiscount[] =>
  flow.entries
    .filter((entry) => entry.verified)
    .flatMap((entry) =>
      entry.appliedPromotions.slice(0, 1).map((promotion) => ({
        id: promotion.discountId,
        promotionType: promotion.promotionType,
        ticketsCount: CITY_PASS_DEFAULT_TICKETS,
        code: entry.value.trim(),
      })),
    );
