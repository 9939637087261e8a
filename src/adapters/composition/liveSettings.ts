import {
  createGroupSaleMode,
  type GroupSaleMode,
} from "../../application/groupSaleMode/groupSaleMode.js";
import type { Configuration } from "../../domain/configuration.js";
import { tenantOf, type SaleKind } from "../../domain/tenant.js";
import { appKeyFor } from "#contract/appKey.js";

/**
 * The running storefront's settings as they stand now, read by the HTTP adapters on every
 * call: the configuration once startup has it (where the API is, which tenant) and whether
 * group-sale mode is on. Both change while the storefront runs, hence "live".
 */
export interface LiveSettings {
  readonly configuration: () => Configuration | null;
  readonly setConfiguration: (configuration: Configuration) => void;
  readonly groupSaleMode: GroupSaleMode;
  /** The API's base address: the configured one, else where the configuration came from. */
  readonly apiUri: (fallback: string) => string;
  /** The appKey header for the tenant, the group-sale key for a group sale (spec §6). */
  readonly headers: (saleKind: SaleKind) => Readonly<Record<string, string>>;
}

export const createLiveSettings = (): LiveSettings => {
  let configuration: Configuration | null = null;
  const groupSaleMode = createGroupSaleMode();
  return {
    configuration: () => configuration,
    setConfiguration: (next) => {
      configuration = next;
    },
    groupSaleMode,
    apiUri: (fallback) => configuration?.apiUri ?? fallback,
    headers: (saleKind) =>
      configuration === null ? {} : { appKey: appKeyFor(tenantOf(configuration.client), saleKind) },
  };
};
