// The typeahead's rules (SPEC §3–§5), pure so they can be tested as a table over the config flags. Where a search runs
// and who may resolve remote handles are lib/search-target.ts (the results page needs them without the typeahead).
import { defaultTarget, localSearchOffered, type SearchIndexFlags, type SearchTarget } from './search-target';

/** One suggestion of the typeahead: the text, where it searches, and whether it is the default one. */
export interface SearchSuggestion {
  text: string;
  type: 'search-instance' | 'search-index' | 'recent';
  target: SearchTarget;
  default: boolean;
}

/** Recent searches that extend the typed text (case-insensitive), the text itself excluded. */
export function matchingRecent(text: string, recent: readonly string[]): string[] {
  const typed = text.trim().toLowerCase();
  if (!typed) return [];
  return recent.filter((r) => r.toLowerCase().startsWith(typed) && r.toLowerCase() !== typed);
}

/** The suggestions for the typed text: none when it is empty (SPEC §5), then instance, index and recent ones. */
export function buildSuggestions(
  text: string,
  index: SearchIndexFlags | undefined,
  recent: readonly string[] = [],
): SearchSuggestion[] {
  const typed = text.trim();
  if (!typed) return [];
  const target = defaultTarget(index);
  const out: SearchSuggestion[] = [];
  if (localSearchOffered(index))
    out.push({ text: typed, type: 'search-instance', target: 'local', default: target === 'local' });
  if (index?.enabled)
    out.push({ text: typed, type: 'search-index', target: 'search-index', default: target === 'search-index' });
  for (const r of matchingRecent(typed, recent)) out.push({ text: r, type: 'recent', target, default: false });
  return out;
}

/** Position of the default suggestion; -1 (logged as SPEC §8 says) when there are suggestions but none is the default. */
export function defaultIndex(suggestions: readonly SearchSuggestion[]): number {
  if (suggestions.length === 0) return -1;
  const i = suggestions.findIndex((s) => s.default);
  if (i === -1) console.error('Cannot find active index');
  return i;
}

/** The next highlighted position for ArrowDown (+1) or ArrowUp (-1), wrapping around. */
export function moveIndex(current: number, delta: 1 | -1, length: number): number {
  if (length === 0) return -1;
  if (current < 0) return delta > 0 ? 0 : length - 1;
  return (current + delta + length) % length;
}

/** What a search navigates with. */
export interface SearchRequest {
  search: string;
  target: SearchTarget;
  /** The logged-in user's video languages; added only when the current query has none. */
  languages?: readonly string[];
  /** The current /search query when the search starts from that page (its filters are kept). */
  current?: URLSearchParams;
}

/** The /search URL of a search: `search`, `searchTarget` and `languageOneOf` (unless already set), keeping current filters. */
export function searchUrl({ search, target, languages, current }: SearchRequest): string {
  const params = new URLSearchParams(current);
  params.delete('start');
  params.set('search', search.trim());
  params.set('searchTarget', target);
  const hasLanguages = params.has('languageOneOf') || params.has('languageOneOf[]');
  if (!hasLanguages) for (const l of languages ?? []) params.append('languageOneOf', l);
  return `/search?${params.toString()}`;
}
