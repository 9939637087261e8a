/**
 * One JSON value under a key of a Web Storage area (`localStorage`, `sessionStorage`).
 * Storage that is full, disabled (private browsing) or holds something unreadable degrades to
 * "nothing kept", never an error: keeping is a convenience, not part of the guest's flow.
 */
export const createWebStorageSlot = <T>(
  key: string,
  storage: Storage,
  isValue: (value: unknown) => value is T,
) => ({
  load: (): T | null => {
    try {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      const parsed: unknown = JSON.parse(raw);
      return isValue(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  save: (value: T): void => {
    try {
      storage.setItem(key, JSON.stringify(value));
    } catch (error) {
      console.warn(`${key} could not be kept for a reload`, error);
    }
  },
  clear: (): void => {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
});
