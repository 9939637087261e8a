/** Where unexpected failures are reported (spec §8: config and tracking-script failures). */
export interface ErrorReporter {
  report(message: string, detail?: Readonly<Record<string, string>>): void;
}
