import { distinctUntilChanged, type Subscription } from "rxjs";
import type { FraudBeacon } from "../../ports/fraudBeacon.js";
import type { Navigation } from "../navigation/navigation.js";

/** The current path goes to the fraud-scoring beacon on every path change (spec §2). */
export const withFraudBeacon = (navigation: Navigation, beacon: FraudBeacon): Subscription =>
  navigation.path$.pipe(distinctUntilChanged()).subscribe((path) => {
    beacon.pathChanged(path);
  });
