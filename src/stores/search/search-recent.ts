import { persistentAtom } from '@nanostores/persistent';

/** How many recent searches are kept. */
export const MAX_RECENT_SEARCHES = 10;

/** Recent searches of this browser, newest first (never sent anywhere). */
export const $recentSearches = persistentAtom<string[]>('pt-recent-searches', [], {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const v = JSON.parse(raw);
      return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, MAX_RECENT_SEARCHES) : [];
    } catch {
      return [];
    }
  },
});

/** Remembers a search: moved to the front, duplicates (case-insensitive) dropped, at most MAX_RECENT_SEARCHES. */
export function rememberSearch(text: string): void {
  const s = text.trim();
  if (!s) return;
  const rest = $recentSearches.get().filter((r) => r.toLowerCase() !== s.toLowerCase());
  $recentSearches.set([s, ...rest].slice(0, MAX_RECENT_SEARCHES));
}

/** Forgets every recent search. */
export function clearRecentSearches(): void {
  $recentSearches.set([]);
}
