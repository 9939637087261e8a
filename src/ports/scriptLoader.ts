/** Puts the brand's tracking script into the page (spec §4: only once configuration is there). */
export interface ScriptLoader {
  run(scriptText: string): void;
}
