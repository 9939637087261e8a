/**
 * Reads kept until what they are made of changes. A read takes the generation before asking
 * the database; a change heard meanwhile makes `keep` refuse what it read.
 */
export interface KeptReads<V> {
  readonly get: (key: string) => V | undefined;
  readonly generation: () => number;
  readonly keep: (key: string, value: V, readAtGeneration: number) => void;
}
