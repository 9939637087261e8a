import { useWords } from "../app/WordsContext.js";

/**
 * The full-size spinner shown while startup or a screen's chunk loads (spec §2). Its classes
 * are index.html's startup stylesheet's (theme/startup.css), so the loader the page shows
 * before any script and this one look the same.
 */
export const Spinner = () => {
  const words = useWords();
  return (
    <div className="startup" role="status" aria-live="polite">
      <span className="startup-wheel" aria-hidden="true" />
      <span>{words("shell.pleaseWait")}</span>
    </div>
  );
};
