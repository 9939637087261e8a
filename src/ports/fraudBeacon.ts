/** The fraud-scoring vendor's beacon: told the current path on every path change (spec §2). */
export interface FraudBeacon {
  pathChanged(path: string): void;
}
