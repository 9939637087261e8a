import { applyVerification, type CityPassFlow } from "../src/domain/cityPass.js";

/** Verifies what entry `id` holds now, as the use case does with the value it sent. */
export const verify = (
  flow: CityPassFlow,
  id: string,
  matches: Parameters<typeof applyVerification>[2],
): CityPassFlow =>
  applyVerification(
    flow,
    { entryId: id, value: flow.entries.find((e) => e.id === id)?.value ?? "" },
    matches,
  );
