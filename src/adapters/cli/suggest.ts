/** Edits (insert, delete, replace, swap of neighbours) that turn one word into another. */
const distance = (from: string, to: string): number => {
  const rows = Array.from({ length: from.length + 1 }, (_, i) =>
    Array.from({ length: to.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Infinity;
  for (let i = 1; i <= from.length; i++) {
    for (let j = 1; j <= to.length; j++) {
      const cost = from[i - 1] === to[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && from[i - 1] === to[j - 2] && from[i - 2] === to[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row !== undefined) row[j] = best;
    }
  }
  return at(from.length, to.length);
};

/**
 * The known word a typo most likely meant: the closest, if it is within a third of its length
 * (at least one edit), so that a word unlike any known one suggests nothing.
 */
export const didYouMean = (typed: string, known: readonly string[]): string | undefined => {
  const limit = Math.max(1, Math.floor(typed.length / 3));
  const [best] = known
    .map((word) => ({ word, edits: distance(typed.toLowerCase(), word.toLowerCase()) }))
    .filter(({ edits }) => edits <= limit)
    .sort((a, b) => a.edits - b.edits);
  return best?.word;
};
